import { useNavigate } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { z } from 'zod/mini';
import type { Booking } from '../../../generated/model';
import type { ModalProps } from '../../lib/modal-descriptor';
import { useSend } from '../../lib/mutation';
import { toastSuccess } from '../../lib/toast';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Form, useAppForm } from '../../ui/form/form-kit';
import { BookingModal, BookingNotice, BookingSummary } from '../booking-widgets';
import { createSeriesOptions } from './extras-queries';
import { useT } from '../../lib/i18n/translate';
import messages from './messages';

const COUNTS = Array.from({ length: 11 }, (_, i) => String(i + 2));
const RECURRENCES = ['weekly', 'biweekly', 'monthly'] as const;
const schema = z.object({ count: z.enum(COUNTS), recurrence: z.enum(RECURRENCES) });

/**
 * ?modal=book-series&id=<booking>: book several more sessions like this one at once (same therapist, therapy and
 * modality): how many and how often. They have no time yet; each is scheduled on its own from the series.
 */
export default function BookSeriesModal({ id, close }: ModalProps<{ id: string }>) {
  const t = useT(messages);
  const title = t('appointments.series.book.title');
  return (
    <BookingModal id={id} title={title} close={close}>
      {(booking, viewer) =>
        viewer === 'client' ? (
          <BookSeries booking={booking} title={title} close={close} />
        ) : (
          <BookingNotice
            booking={booking}
            viewer={viewer}
            title={title}
            close={close}
            text={t('appointments.series.book.clientsOnly')}
          />
        )
      }
    </BookingModal>
  );
}

function BookSeries({ booking, title, close }: { booking: Booking; title: string; close: () => void }) {
  const intl = useIntl();
  const t = useT(messages);
  const navigate = useNavigate();
  const create = useSend(createSeriesOptions(), {
    refresh: ['bookings'],
    onSuccess: async (series) => {
      toastSuccess(t('appointments.series.book.done', { count: series.bookings.length }));
      await navigate({ to: '/appointments/', search: { id: series.bookings[0]?.identifier }, replace: true });
    },
  });
  const form = useAppForm({
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- the form's value type is inferred from it
    defaultValues: { count: '4', recurrence: 'weekly' } as z.input<typeof schema>,
    validators: { onChange: schema },
    onSubmit: async ({ value }) => {
      await create.send({
        data: {
          providerIdentifier: booking.provider.identifier,
          therapyIdentifier: booking.therapyCategory.identifier,
          modalityIdentifier: booking.modality.identifier,
          count: Number(value.count),
          recurrence: value.recurrence,
        },
      });
    },
  });
  return (
    <Dialog
      title={title}
      description={t('appointments.series.book.intro')}
      onClose={close}
      footer={
        <form.AppForm>
          <Button variant="secondary" onClick={close} disabled={create.busy}>
            {t('common.cancel')}
          </Button>
          <form.SubmitButton form="series-form" busy={create.busy}>
            {t('appointments.series.book.submit')}
          </form.SubmitButton>
        </form.AppForm>
      }
    >
      <BookingSummary booking={booking} viewer="client" showWhen={false} />
      <Form form={form} id="series-form" className="mt-5 grid gap-4 sm:grid-cols-2">
        <form.AppField name="count">
          {(field) => (
            <field.SelectField
              label={t('appointments.series.book.count')}
              options={COUNTS.map((n) => ({ value: n, label: intl.formatNumber(Number(n)) }))}
            />
          )}
        </form.AppField>
        <form.AppField name="recurrence">
          {(field) => (
            <field.SelectField
              label={t('appointments.series.book.recurrence')}
              options={RECURRENCES.map((r) => ({ value: r, label: t(`appointments.series.recurrence.${r}`) }))}
            />
          )}
        </form.AppField>
      </Form>
    </Dialog>
  );
}
