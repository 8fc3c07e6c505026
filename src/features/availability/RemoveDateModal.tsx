import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { getDeleteCustomAvailabilityDayMutationOptions } from '../../../generated/api/availability/delete-custom-availability-day';
import type { ModalProps } from '../../lib/modal-descriptor';
import { useSend } from '../../lib/mutation';
import { QueryBoundary } from '../../lib/query-boundary';
import { toastSuccess } from '../../lib/toast';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { BookingsInTheWay } from './BookingsInTheWay';
import { handlesInTheWay, useBookingsInTheWay } from './bookings-in-the-way';
import { calendarDateOf } from './month';
import { PageCategory } from './PageCategory';
import { customDaysQuery } from './queries';
import { useT } from '../../lib/i18n/translate';
import messages from './messages';

/**
 * ?modal=availability-remove&date=YYYY-MM-DD on /availability/: removes the page category's specific date after a
 * confirmation (DELETE /provider-availability/days/custom/{id}); the date goes back to the weekly hours. A date with
 * booked sessions the weekly hours would not cover is refused by the backend (409 DATE_HAS_BOOKINGS) and stays; the
 * modal lists those sessions (decision 0040).
 */
export default function RemoveDateModal({ date, close }: ModalProps<{ date: string }>) {
  const intl = useIntl();
  const t = useT(messages);
  const inTheWay = useBookingsInTheWay();
  const remove = useSend(getDeleteCustomAvailabilityDayMutationOptions(), {
    refresh: ['availability'],
    handles: handlesInTheWay(),
    onSuccess: () => {
      toastSuccess(t('availability.saved'));
      close();
    },
  });
  const title = t('availability.remove.title');
  const cancel = (
    <Button variant="secondary" onClick={close}>
      {t('availability.remove.cancel')}
    </Button>
  );
  const frame = (content: ReactNode) => (
    <Dialog title={title} onClose={close} footer={cancel}>
      {content}
    </Dialog>
  );
  const failedTitle = t('availability.loadFailed');
  const dateText = (day: string) =>
    intl.formatDate(calendarDateOf(day), { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
  return (
    <PageCategory frame={frame}>
      {(category) => (
        <QueryBoundary
          query={{ ...customDaysQuery(category ?? ''), enabled: !!category }}
          failedTitle={failedTitle}
          frame={frame}
        >
          {(list) => {
            const day = list.items.find((d) => d.date === date);
            if (!day || !date)
              return (
                <Dialog title={title} description={t('availability.remove.gone')} onClose={close} footer={cancel} />
              );
            return (
              <Dialog
                title={title}
                description={t('availability.remove.text', { date: dateText(date) })}
                onClose={close}
                size={inTheWay.bookings ? 'lg' : undefined}
                footer={
                  <>
                    {cancel}
                    <Button
                      variant="danger"
                      busy={remove.busy}
                      onClick={() => void remove.send({ id: day.identifier }).then(inTheWay.record)}
                    >
                      {t('availability.remove.confirm')}
                    </Button>
                  </>
                }
              >
                {inTheWay.bookings && <BookingsInTheWay bookings={inTheWay.bookings} />}
              </Dialog>
            );
          }}
        </QueryBoundary>
      )}
    </PageCategory>
  );
}
