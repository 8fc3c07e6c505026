import { Link, useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import type { Booking, UserType } from '../../../generated/model';
import { CancelBookingBody, cancelBookingBodyNoteMax } from '../../../generated/zod/bookings/bookings.zod';
import { formatMinorAmount } from '../../lib/i18n/format';
import type { ModalProps } from '../../lib/modal-descriptor';
import { toastSuccess } from '../../lib/toast';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Form, noteRule, useAppForm, useFormDraft } from '../../ui/form/form-kit';
import { cancelRefundQuery, otherPartyLabel, useCancelBooking } from '../bookings';
import { BookingModal, BookingNotice, BookingSummary, CancelPolicyFigures } from '../booking-widgets';
import { needsRefundCheck, refundNotice } from './refund';
import { useT, type TranslateOf } from '../../lib/i18n/translate';
import messages from './messages';

function cancelSchema(t: TranslateOf<typeof messages>) {
  return z.object({ ...CancelBookingBody.shape, note: noteRule(t, cancelBookingBodyNoteMax) });
}

/** Cancel a booking: the client's version (with the refund note) or the provider's, by the viewer's type. */
export default function CancelModal({ id, close }: ModalProps<{ id: string }>) {
  const t = useT(messages);
  const title = t('appointments.cancel.title');
  return (
    <BookingModal id={id} title={title} close={close}>
      {(booking, viewer) =>
        booking.isCompleted ? (
          <BookingNotice
            booking={booking}
            viewer={viewer}
            title={title}
            close={close}
            text={t('appointments.cancel.completed')}
          />
        ) : (
          <CancelForm booking={booking} viewer={viewer} title={title} close={close} />
        )
      }
    </BookingModal>
  );
}

function CancelForm({
  booking,
  viewer,
  title,
  close,
}: {
  booking: Booking;
  viewer: UserType;
  title: string;
  close: () => void;
}) {
  const intl = useIntl();
  const t = useT(messages);
  const navigate = useNavigate();
  const schema = useMemo(() => cancelSchema(t), [t]);
  // Optional: the cancel stays possible while the refund check loads or fails; its line says which.
  const refundCheck = useQuery(cancelRefundQuery(booking.identifier, needsRefundCheck(viewer, booking)));
  const notice = refundNotice(viewer, booking, refundCheck);

  const cancel = useCancelBooking(viewer, {
    refresh: ['bookings', 'wallet', 'availability'],
    onSuccess: () => {
      toastSuccess(
        t(booking.status === 'pending' ? 'appointments.cancel.toastPending' : 'appointments.cancel.toastConfirmed'),
      );
      void navigate({ to: '/overview/', replace: true });
    },
  });

  const form = useAppForm({
    defaultValues: { note: '' },
    validators: { onChange: schema },
    onSubmit: async ({ value }) => {
      const note = value.note.trim();
      // A failure is toasted by the mutation cache (the response's message); the form keeps the note.
      await cancel.send({ id: booking.identifier, data: note ? { note } : {} });
    },
  });
  useFormDraft(form);

  const policyPath = viewer === 'client' ? '/policy/client-cancellation/' : '/policy/provider-cancellation/';
  const waiting = notice === 'checking' || notice === 'failed';

  return (
    <Dialog
      title={title}
      description={t(viewer === 'client' ? 'appointments.cancel.intro.client' : 'appointments.cancel.intro.provider')}
      onClose={close}
      footer={
        <form.AppForm>
          <form.Subscribe selector={(s) => s.isSubmitting}>
            {(isSubmitting) => (
              <Button variant="secondary" onClick={close} disabled={isSubmitting || cancel.busy} data-autofocus>
                {t('appointments.cancel.keep')}
              </Button>
            )}
          </form.Subscribe>
          <form.SubmitButton variant="danger" form="cancel-booking-form" busy={cancel.busy} disabled={waiting}>
            {t('appointments.cancel.confirm')}
          </form.SubmitButton>
        </form.AppForm>
      }
    >
      <div className="flex flex-col gap-5">
        <BookingSummary booking={booking} viewer={viewer} />

        {notice === 'refundable' && refundCheck.data && (
          <div role="status" className="rounded-xl bg-teal-50 px-4 py-3 text-sm text-teal-900 ring-1 ring-teal-200">
            <p className="font-medium">{t('appointments.cancel.refundable')}</p>
            <p className="mt-1">
              {t('appointments.cancel.refundAmount', {
                amount: formatMinorAmount(intl, refundCheck.data.refundAmount, refundCheck.data.currencyCode),
              })}
            </p>
          </div>
        )}
        {notice === 'not-refundable' && refundCheck.data && (
          <p
            role="status"
            className="rounded-xl bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900 ring-1 ring-amber-200"
          >
            {t('appointments.cancel.notRefundable', { hours: refundCheck.data.windowHours })}
          </p>
        )}
        {notice === 'checking' && <p className="text-sm text-slate-600">{t('appointments.cancel.refundChecking')}</p>}
        {notice === 'failed' && (
          <div
            role="alert"
            className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-rose-50 px-4 py-3 text-sm text-rose-900 ring-1 ring-rose-200"
          >
            <p>{t('appointments.cancel.refundCheckFailed')}</p>
            <Button variant="secondary" size="sm" onClick={() => void refundCheck.refetch()}>
              {t('common.retry')}
            </Button>
          </div>
        )}
        {/* Providers see no refund note (the spec: it is for clients only); their policy page explains refunds. */}

        <Form form={form} id="cancel-booking-form">
          <form.AppField name="note">
            {(field) => (
              <field.NoteField
                max={cancelBookingBodyNoteMax}
                purpose={t('appointments.cancel.noteHint', { party: otherPartyLabel(viewer, t) })}
              />
            )}
          </form.AppField>
        </Form>

        {/* The live window: a client's only for a paid booking (a pending request has no refund to speak of). */}
        {(viewer === 'provider' || needsRefundCheck(viewer, booking)) && (
          <CancelPolicyFigures booking={booking} viewer={viewer} />
        )}
        <p className="text-sm">
          <Link
            to={policyPath}
            target="_blank"
            rel="noopener"
            className="font-medium text-teal-800 underline underline-offset-4 hover:text-teal-900"
          >
            {t('appointments.cancel.policy')}
            <span className="sr-only"> {t('appointments.newTab')}</span>
          </Link>
        </p>
      </div>
    </Dialog>
  );
}
