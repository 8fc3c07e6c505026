import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import type { Booking } from '../../../generated/model';
import { useUserTimeZone } from '../../lib/time-zone';
import { toastSuccess } from '../../lib/toast';
import { Button } from '../../ui/Button';
import { mayJoinWaitlist, useLeaveWaitlist, useWaitlistEntry } from './queries';
import { WaitlistOffer } from './WaitlistOffer';
import { useT } from '../../lib/i18n/translate';
import messages from './messages';

// The form kit loads only with the form: the appointments page's first chunks stay without it.
const JoinForm = lazy(() => import('./JoinForm').then((m) => ({ default: m.JoinForm })));

/**
 * On a client's booking (where Reschedule and Cancel are): "Tell me if an earlier time frees up" with the last day
 * wanted, or, once on the waitlist, what it waits for, its offer and "Leave the waitlist" (decision 0009).
 */
export function WaitlistPanel({ booking }: { booking: Booking }) {
  const intl = useIntl();
  const t = useT(messages);
  const { entry, known } = useWaitlistEntry(booking.identifier);
  const leave = useLeaveWaitlist({ onSuccess: () => toastSuccess(t('waitlist.left')) });
  const timeZone = useUserTimeZone();
  // The waitlist is an extra on the booking: until its list is known (or when it fails) the booking shows without it.
  if (!known) return null;
  if (entry) {
    return (
      <div className="mt-5 flex flex-col gap-3 border-t border-slate-200 pt-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p role="status" className="text-sm text-slate-700">
            {t('waitlist.waiting', {
              date: intl.formatDate(entry.until, { weekday: 'short', day: 'numeric', month: 'short', timeZone }),
            })}
          </p>
          {!entry.offer && (
            <Button
              size="sm"
              variant="secondary"
              busy={leave.busy}
              onClick={() => void leave.send({ id: booking.identifier })}
            >
              {t('waitlist.leave')}
            </Button>
          )}
        </div>
        {entry.offer && <WaitlistOffer entry={entry} withSession={false} />}
      </div>
    );
  }
  if (!mayJoinWaitlist(booking)) return null;
  return (
    <Suspense fallback={null}>
      <JoinForm booking={booking} timeZone={timeZone} />
    </Suspense>
  );
}
