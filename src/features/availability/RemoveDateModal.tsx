import { useQuery } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { getDeleteCustomAvailabilityDayMutationOptions } from '../../../generated/api/availability/delete-custom-availability-day';
import type { ModalProps } from '../../lib/modal-descriptor';
import { useSend } from '../../lib/mutation';
import { toastSuccess } from '../../lib/toast';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { LoadingBlock } from '../../ui/Spinner';
import { ErrorState } from '../../ui/states';
import { BookingsInTheWay } from './BookingsInTheWay';
import { handlesInTheWay, useBookingsInTheWay } from './bookings-in-the-way';
import { calendarDateOf } from './month';
import { chosenCategory, customDaysQuery, ownProfileQuery } from './queries';

/**
 * ?modal=availability-remove&date=YYYY-MM-DD on /availability/: removes the page category's specific date after a
 * confirmation (DELETE /provider-availability/days/custom/{id}); the date goes back to the weekly hours. A date with
 * booked sessions the weekly hours would not cover is refused by the backend (409 DATE_HAS_BOOKINGS) and stays; the
 * modal lists those sessions (decision 0115).
 */
export default function RemoveDateModal({ date, close }: ModalProps<{ date: string }>) {
  const intl = useIntl();
  const search: { category?: string } = useSearch({ strict: false });
  const profile = useQuery(ownProfileQuery());
  const category = chosenCategory(profile.data, search.category);
  const list = useQuery({ ...customDaysQuery(category ?? ''), enabled: !!category });
  const inTheWay = useBookingsInTheWay();
  const remove = useSend(getDeleteCustomAvailabilityDayMutationOptions(), {
    refresh: ['availability'],
    handles: handlesInTheWay(),
    onSuccess: () => {
      toastSuccess(intl.formatMessage({ id: 'availability.saved' }));
      close();
    },
  });
  const title = intl.formatMessage({ id: 'availability.remove.title' });
  const day = list.data?.items.find((d) => d.date === date);
  const cancel = (
    <Button variant="secondary" onClick={close}>
      {intl.formatMessage({ id: 'availability.remove.cancel' })}
    </Button>
  );
  if (list.isError || profile.isError) {
    return (
      <Dialog title={title} onClose={close} footer={cancel}>
        <ErrorState
          title={intl.formatMessage({ id: 'availability.loadFailed' })}
          text={(list.error ?? profile.error)?.message}
          onRetry={() => void list.refetch()}
        />
      </Dialog>
    );
  }
  if (!list.data) {
    return (
      <Dialog title={title} onClose={close}>
        <LoadingBlock />
      </Dialog>
    );
  }
  if (!day || !date)
    return (
      <Dialog
        title={title}
        description={intl.formatMessage({ id: 'availability.remove.gone' })}
        onClose={close}
        footer={cancel}
      />
    );
  const dateText = intl.formatDate(calendarDateOf(date), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  return (
    <Dialog
      title={title}
      description={intl.formatMessage({ id: 'availability.remove.text' }, { date: dateText })}
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
            {intl.formatMessage({ id: 'availability.remove.confirm' })}
          </Button>
        </>
      }
    >
      {inTheWay.bookings && <BookingsInTheWay bookings={inTheWay.bookings} />}
    </Dialog>
  );
}
