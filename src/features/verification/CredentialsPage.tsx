import { useSuspenseQuery } from '@tanstack/react-query';
import { Eye, FileText, Trash2 } from 'lucide-react';
import { useIntl } from 'react-intl';
import type { ProviderQualificationFile, ProviderQualificationType } from '../../../generated/model';
import { useDocumentTitle } from '../../lib/document-title';
import { useModal } from '../../lib/modal';
import { Button } from '../../ui/Button';
import { PageContainer } from '../../ui/PageContainer';
import { PageTitle } from '../../ui/PageTitle';
import { shortFileName } from '../files';
import { Section } from '../../ui/Section';
import { requiredInsuranceQuery, requiredQualificationsQuery, requiredVerificationNoteQuery } from './queries';
import { useT } from '../../lib/i18n/translate';
import messages from './messages';

export const QUALIFICATION_TYPES: ProviderQualificationType[] = [
  'license',
  'education',
  'association',
  'certification',
  'conduct',
];

/** While a submission is under review the documents are read-only (until the backend answers). */
function useDocumentsLocked() {
  return useSuspenseQuery(requiredVerificationNoteQuery()).data.status === 'submitted';
}

/** A file's size in kB, as the locale writes it. */
export function useFileSize() {
  const intl = useIntl();
  return (bytes: number) =>
    intl.formatNumber(bytes / 1024, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 1 });
}

/** An uploaded file: its name (cut when long; the whole name for assistive tech) and a preview button. */
function FileChip({ file }: { file: Pick<ProviderQualificationFile, 'identifier' | 'name'> }) {
  const t = useT(messages);
  const { open } = useModal();
  return (
    <button
      type="button"
      onClick={() => open('preview-files', { fileId: file.identifier })}
      aria-label={t('verification.credentials.previewFile', { short: shortFileName(file.name), name: file.name })}
      title={file.name}
      className="inline-flex items-center gap-1.5 rounded-lg bg-slate-100 px-2.5 py-1 text-sm text-slate-800 hover:bg-slate-200"
    >
      <Eye className="size-4" aria-hidden />
      {shortFileName(file.name)}
    </button>
  );
}

function DeleteButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button changes variant="ghost" size="sm" onClick={onClick} aria-label={label}>
      <Trash2 className="size-4" aria-hidden />
    </Button>
  );
}

/** `/account/credentials/`: qualifications by type and indemnity insurance files. */
export function CredentialsPage() {
  const t = useT(messages);
  const { open } = useModal();
  const locked = useDocumentsLocked();
  const qualifications = useSuspenseQuery(requiredQualificationsQuery()).data.items;
  const insurance = useSuspenseQuery(requiredInsuranceQuery()).data.items;
  const size = useFileSize();
  useDocumentTitle(t('credentials.title'));
  return (
    <PageContainer narrow>
      <PageTitle title={t('credentials.title')} subtitle={t('verification.credentials.intro')} />
      {locked && (
        <p className="mb-6 rounded-2xl bg-sky-50 p-4 text-sm text-sky-950 ring-1 ring-sky-300">
          {t('verification.credentials.locked')}
        </p>
      )}
      <div className="flex flex-col gap-6">
        {QUALIFICATION_TYPES.map((type) => {
          const ofType = qualifications.filter((q) => q.type === type);
          const typeName = t(`verification.credentials.type.${type}`);
          return (
            <Section
              key={type}
              id={`qualifications-${type}`}
              title={typeName}
              action={
                !locked && (
                  <Button
                    changes
                    variant="secondary"
                    size="sm"
                    onClick={() => open('qualification', { qualificationType: type })}
                  >
                    {t('verification.credentials.add', { type: typeName })}
                  </Button>
                )
              }
            >
              {ofType.length === 0 ? (
                <p className="text-sm text-slate-600">{t('verification.credentials.none')}</p>
              ) : (
                <ul className="flex flex-col divide-y divide-slate-100">
                  {ofType.map((q) => (
                    <li
                      key={q.identifier}
                      data-qualification={q.identifier}
                      className="flex items-start justify-between gap-3 py-3 first:pt-0 last:pb-0"
                    >
                      <div className="min-w-0">
                        <p className="font-medium text-slate-900">{q.type === 'license' ? q.body : q.title}</p>
                        {q.credentialNumber && (
                          <p className="text-sm text-slate-600">
                            {t('verification.credentials.number', { number: q.credentialNumber })}
                          </p>
                        )}
                        <div className="mt-2 flex flex-wrap gap-2">
                          {q.files.map((f) => (
                            <FileChip key={f.identifier} file={f} />
                          ))}
                        </div>
                      </div>
                      {!locked && (
                        <DeleteButton
                          label={t('verification.credentials.delete', {
                            name: q.type === 'license' ? (q.body ?? q.title) : q.title,
                          })}
                          onClick={() => open('delete-credential', { qualificationId: q.identifier })}
                        />
                      )}
                    </li>
                  ))}
                </ul>
              )}
            </Section>
          );
        })}
        <Section
          id="insurance"
          title={t('verification.insurance.title')}
          action={
            !locked && (
              <Button changes variant="secondary" size="sm" onClick={() => open('files-upload')}>
                {t('verification.insurance.open')}
              </Button>
            )
          }
        >
          {insurance.length === 0 ? (
            <p className="text-sm text-slate-600">{t('verification.insurance.none')}</p>
          ) : (
            <ul className="flex flex-col divide-y divide-slate-100">
              {insurance.map((f) => (
                <li
                  key={f.identifier}
                  data-insurance={f.identifier}
                  className="flex items-center justify-between gap-3 py-3 first:pt-0 last:pb-0"
                >
                  <div className="flex min-w-0 items-center gap-3">
                    <FileText className="size-5 shrink-0 text-slate-500" aria-hidden />
                    <FileChip file={f} />
                    <span className="text-sm text-slate-600">{size(f.sizeBytes)}</span>
                  </div>
                  {!locked && (
                    <DeleteButton
                      label={t('verification.credentials.delete', { name: f.name })}
                      onClick={() => open('delete-credential', { insuranceId: f.identifier })}
                    />
                  )}
                </li>
              ))}
            </ul>
          )}
        </Section>
      </div>
    </PageContainer>
  );
}
