import type { IntlShape } from 'react-intl';
import type { UserType } from '../../generated/model';

/** Who the other side of an appointment is for this viewer: a client sees a therapist, a provider a client. */
export function otherParty(userType: UserType): 'therapist' | 'client' {
  return userType === 'client' ? 'therapist' : 'client';
}

/** The translated, lower-case label for use inside sentences ("your therapist"). */
export function otherPartyLabel(userType: UserType, intl: Pick<IntlShape, 'formatMessage'>): string {
  return intl.formatMessage({ id: otherParty(userType) === 'therapist' ? 'party.therapist' : 'party.client' });
}
