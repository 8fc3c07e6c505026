import type { IntlShape } from 'react-intl';
import type { TherapistSummary } from '../../../generated/model';
import { formatMinorAmount } from '../../lib/i18n/format';
import type { TranslateOf } from '../../lib/i18n/translate';
import type messages from './messages';

type T = TranslateOf<typeof messages>;

/** The name as the product writes it: title, first and last name. */
export function therapistName(therapist: Pick<TherapistSummary, 'title' | 'firstName' | 'lastName'>, t: T): string {
  return t('therapists.name', {
    title: therapist.title,
    firstName: therapist.firstName,
    lastName: therapist.lastName,
  }).trim();
}

/** The fee per session (through the amount formatter), or 'Free'. */
export function feeText(fee: TherapistSummary['fee'], intl: Pick<IntlShape, 'formatNumber'>, t: T): string {
  return fee.isFree ? t('therapists.fee.free') : formatMinorAmount(intl, fee.fee, fee.currencyCode);
}

/** 'State, Country', or the country alone. */
export function locationText(therapist: Pick<TherapistSummary, 'state' | 'country'>, t: T): string {
  return therapist.state
    ? t('therapists.location', { state: therapist.state.name, country: therapist.country.name })
    : therapist.country.name;
}
