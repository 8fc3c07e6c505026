import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { CheckCircle2, Circle } from 'lucide-react';
import { ProviderVerificationStatus } from '../../../generated/model';
import { knownValue, NEUTRAL_BADGE, UNKNOWN_VALUE_MESSAGE } from '../../lib/enums';
import { checklist } from './checklist';
import {
  allCountriesQuery,
  bankDetailsQuery,
  experienceQuery,
  insuranceQuery,
  licenseStatesQuery,
  providerProfileQuery,
  qualificationsQuery,
  verificationNoteQuery,
} from './queries';
import { useT } from '../../lib/i18n/translate';
import messages from './messages';

const tones: Record<ProviderVerificationStatus, string> = {
  draft: 'bg-slate-50 ring-slate-300 text-slate-900',
  submitted: 'bg-sky-50 ring-sky-300 text-sky-950',
  verified: 'bg-teal-50 ring-teal-300 text-teal-950',
  rejected: 'bg-rose-50 ring-rose-300 text-rose-950',
};

/** The verification status and the reviewer's note, as a banner (the overview, the verification page). */
export function VerificationBanner() {
  const t = useT(messages);
  const note = useQuery(verificationNoteQuery()).data;
  if (!note) return null;
  // A status the app does not know yet reads 'Unknown', in grey, with no explanation to give.
  const status = knownValue(ProviderVerificationStatus, note.status);
  return (
    <div
      role="status"
      data-testid="verification-status"
      className={`mb-6 rounded-2xl p-4 ring-1 ${status ? tones[status] : NEUTRAL_BADGE}`}
    >
      <p className="font-semibold">
        {t('verification.status', { status: t(status ? `verification.status.${status}` : UNKNOWN_VALUE_MESSAGE) })}
      </p>
      {status && <p className="mt-1 text-sm">{t(`verification.explain.${status}`)}</p>}
      {note.note && (
        <p className="mt-2 text-sm">
          <span className="font-medium">{t('verification.note')}</span> {note.note}
        </p>
      )}
    </div>
  );
}

/** The overview's card for a provider who is not verified yet: the banner and how far the profile is from verifiable. */
export function VerificationChecklist() {
  const t = useT(messages);
  const profile = useQuery(providerProfileQuery()).data;
  const countries = useQuery(allCountriesQuery()).data;
  const qualifications = useQuery(qualificationsQuery()).data;
  const insurance = useQuery(insuranceQuery()).data;
  const experience = useQuery(experienceQuery()).data;
  const bank = useQuery(bankDetailsQuery()).data;
  const licenseStates = useQuery(licenseStatesQuery()).data;
  if (
    !profile ||
    profile.verificationStatus === 'verified' ||
    !qualifications ||
    !insurance ||
    !experience ||
    !bank ||
    !licenseStates
  )
    return null;
  const countryCode = countries?.items.find((c) => c.identifier === profile.profileInfo.country)?.code;
  const items = checklist({ profile, countryCode, qualifications, insurance, experience, bank, licenseStates });
  const done = items.filter((i) => i.done).length;
  return (
    <section
      aria-labelledby="verification-checklist"
      className="mb-6 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
    >
      <VerificationBanner />
      <h2 id="verification-checklist" className="text-lg font-semibold text-slate-900">
        {t('verification.checklist.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {t('verification.checklist.progress', { done, count: items.length })}
      </p>
      <ul className="mt-4 grid gap-2 sm:grid-cols-2">
        {items.map((item) => (
          <li key={item.key} data-done={item.done}>
            <Link
              to={item.to}
              className="flex items-center gap-3 rounded-xl px-3 py-2 text-sm ring-1 ring-slate-200 hover:bg-slate-50"
            >
              {item.done ? (
                <CheckCircle2 className="size-5 shrink-0 text-teal-700" aria-hidden />
              ) : (
                <Circle className="size-5 shrink-0 text-slate-400" aria-hidden />
              )}
              <span className={item.done ? 'text-slate-600' : 'font-medium text-slate-900'}>{t(item.label)}</span>
              <span className="sr-only">
                {t(item.done ? 'verification.checklist.done' : 'verification.checklist.todo')}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
