import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { getSubmitProviderVerificationMutationOptions } from '../../../generated/api/provider/submit-provider-verification';
import { ProviderQualificationType } from '../../../generated/model';
import { knownValue, UNKNOWN_VALUE_MESSAGE } from '../../lib/enums';
import { ApiError } from '../../lib/errors';
import type { ModalProps } from '../../lib/modal-descriptor';
import { useSend } from '../../lib/mutation';
import { toastSuccess } from '../../lib/toast';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { LoadingBlock } from '../../ui/Spinner';
import { FilePreview, shortFileName } from '../files';
import { QUALIFICATION_TYPES } from './CredentialsPage';
import { insuranceQuery, providerProfileQuery, qualificationsQuery } from './queries';
import { useT } from '../../lib/i18n/translate';
import messages from './messages';

const conflict = (error: unknown) => error instanceof ApiError && error.status === 409;

/**
 * The "document review" modal: every uploaded document (each with a preview) and the profile summary; the provider
 * confirms and submits. Success returns to /overview/; the backend's 409 answers are shown here.
 */
export default function DocumentReviewModal({ close }: ModalProps) {
  const intl = useIntl();
  const t = useT(messages);
  const navigate = useNavigate();
  const profile = useQuery(providerProfileQuery()).data;
  const qualifications = useQuery(qualificationsQuery()).data?.items;
  const insurance = useQuery(insuranceQuery()).data?.items;
  const [confirmed, setConfirmed] = useState(false);
  const [shown, setShown] = useState<string | null>(null);
  const submit = useSend(getSubmitProviderVerificationMutationOptions(), {
    refresh: ['provider'],
    handles: conflict,
    onSuccess: async () => {
      toastSuccess(t('verification.review.submitted'));
      await navigate({ to: '/overview/' });
    },
  });
  const typeName = (type: string) => {
    const known = knownValue(ProviderQualificationType, type);
    return t(known ? `verification.credentials.type.${known}` : UNKNOWN_VALUE_MESSAGE);
  };
  const files = [
    ...[...(qualifications ?? [])]
      .sort((a, b) => QUALIFICATION_TYPES.indexOf(a.type) - QUALIFICATION_TYPES.indexOf(b.type))
      .flatMap((q) =>
        q.files.map((f) => ({ ...f, group: typeName(q.type), label: q.type === 'license' ? q.body : q.title })),
      ),
    ...(insurance ?? []).map((f) => ({ ...f, group: t('verification.insurance.title'), label: null })),
  ];
  const shownFile = files.find((f) => f.identifier === shown);
  return (
    <Dialog
      size="lg"
      title={t('verification.review.title')}
      description={t('verification.review.intro')}
      onClose={close}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button busy={submit.busy} disabled={!confirmed} onClick={() => void submit.send(undefined)}>
            {t('verification.review.submit')}
          </Button>
        </>
      }
    >
      {!profile || !qualifications || !insurance ? (
        <LoadingBlock />
      ) : (
        <div className="flex flex-col gap-5 text-sm">
          <section aria-labelledby="review-profile">
            <h3 id="review-profile" className="mb-2 font-semibold text-slate-900">
              {t('verification.review.profile')}
            </h3>
            <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[10rem_1fr]">
              <dt className="text-slate-600">{t('verification.review.name')}</dt>
              <dd className="text-slate-900">
                {[profile.title, profile.profileInfo.firstName, profile.profileInfo.lastName].filter(Boolean).join(' ')}
              </dd>
              <dt className="text-slate-600">{t('verification.setup.office')}</dt>
              <dd className="text-slate-900">{profile.officeAddress}</dd>
              <dt className="text-slate-600">{t('verification.setup.therapies')}</dt>
              <dd className="text-slate-900">{intl.formatList(profile.therapy.map((t) => t.name))}</dd>
              <dt className="text-slate-600">{t('verification.setup.modalities')}</dt>
              <dd className="text-slate-900">{intl.formatList(profile.modality.map((t) => t.name))}</dd>
              <dt className="text-slate-600">{t('verification.setup.specialities')}</dt>
              <dd className="text-slate-900">{intl.formatList(profile.specialities.map((t) => t.name))}</dd>
            </dl>
          </section>
          <section aria-labelledby="review-documents">
            <h3 id="review-documents" className="mb-2 font-semibold text-slate-900">
              {t('verification.review.documents', { count: files.length })}
            </h3>
            <ul className="flex flex-col divide-y divide-slate-100">
              {files.map((f) => (
                <li key={f.identifier} className="flex items-center justify-between gap-3 py-2">
                  <span className="min-w-0">
                    <span className="text-slate-600">
                      {f.group}
                      {f.label ? ` · ${f.label}` : ''}:{' '}
                    </span>
                    <span className="font-medium text-slate-900" title={f.name}>
                      {shortFileName(f.name)}
                    </span>
                  </span>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-expanded={shown === f.identifier}
                    onClick={() => setShown(shown === f.identifier ? null : f.identifier)}
                  >
                    {t(shown === f.identifier ? 'verification.review.hide' : 'verification.credentials.preview', {
                      name: f.name,
                    })}
                  </Button>
                </li>
              ))}
            </ul>
            {shownFile && (
              <div className="mt-3 rounded-xl p-3 ring-1 ring-slate-200">
                <FilePreview url={shownFile.url} name={shownFile.name} />
              </div>
            )}
          </section>
          <label className="flex items-start gap-3 text-slate-800">
            <input
              type="checkbox"
              checked={confirmed}
              onChange={(e) => setConfirmed(e.target.checked)}
              className="mt-0.5 size-5 accent-teal-700"
            />
            {t('verification.review.confirm')}
          </label>
          {submit.error && conflict(submit.error) && (
            <p role="alert" className="rounded-xl bg-rose-50 p-3 text-rose-900 ring-1 ring-rose-200">
              {t(
                submit.error.code === 'QUALIFICATIONS_MISSING'
                  ? 'verification.review.missing'
                  : 'verification.review.already',
              )}
            </p>
          )}
        </div>
      )}
    </Dialog>
  );
}
