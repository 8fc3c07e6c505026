import { useSelector } from '@tanstack/react-form';
import { useNavigate } from '@tanstack/react-router';
import { useId, useMemo } from 'react';
import { z } from 'zod/mini';
import { getCreateAppointmentMutationOptions } from '../../../generated/api/appointments/create-appointment';
import { getCreateBookingMutationOptions } from '../../../generated/api/bookings/create-booking';
import type { Booking, ProviderNamedItem } from '../../../generated/model';
import {
  CreateAppointmentBody,
  createAppointmentBodyNoteMax,
} from '../../../generated/zod/appointments/appointments.zod';
import { CreateBookingBody, createBookingBodyNoteMax } from '../../../generated/zod/bookings/bookings.zod';
import { useModal } from '../../lib/modal';
import { useSend, type SendOptions, type SendResult } from '../../lib/mutation';
import { conversion, track } from '../../lib/track';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Form, noteRule, useAppForm, useFormDraft, type ChoiceOption, type SelectOption } from '../../ui/form/form-kit';
import { isSlotTaken, SlotField, useSlotTaken } from '../scheduling';
import { useT, type TranslateOf } from '../../lib/i18n/translate';
import messages from './messages';

type T = TranslateOf<typeof messages>;

/**
 * The spec's rules for a new session booking: modality and therapy required, note at most 400; and, as its schedule
 * payload for a new booking carries the time slot too, a slot ('Please select a time slot').
 */
function newBookingRules(t: T, noteMax: number) {
  return {
    modalityIdentifier: z.string().check(z.minLength(1, t('therapists.newBooking.modalityRequired'))),
    therapyIdentifier: z.string().check(z.minLength(1, t('therapists.newBooking.therapyRequired'))),
    timeslotIdentifier: z.string().check(z.minLength(1, t('scheduling.slot.required'))),
    note: noteRule(t, noteMax),
  };
}

/** Both versions hold the same values; each sends the ones of its call (the client's sends no client, the provider's no provider). */
interface NewBookingValues {
  providerIdentifier: string;
  clientIdentifier: string;
  modalityIdentifier: string;
  therapyIdentifier: string;
  timeslotIdentifier: string;
  note: string;
}

const clientBookingSchema = (t: T) =>
  z.object({
    ...CreateBookingBody.shape,
    clientIdentifier: z.string(),
    ...newBookingRules(t, createBookingBodyNoteMax),
  });

const providerBookingSchema = (t: T) =>
  z.object({
    ...CreateAppointmentBody.shape,
    providerIdentifier: z.string(),
    clientIdentifier: z.string().check(z.minLength(1, t('therapists.newBooking.clientRequired'))),
    ...newBookingRules(t, createAppointmentBodyNoteMax),
  });

/** An empty note is not sent. */
const noteOf = (value: { note: string }) => value.note.trim() || undefined;

/** The answer chosen before (when the list offers it), else the one answer a list allows. */
const preset = (items: { identifier: string }[], chosen: string | undefined) =>
  items.some((item) => item.identifier === chosen)
    ? (chosen ?? '')
    : items.length === 1
      ? (items[0]?.identifier ?? '')
      : '';

const choices = (items: ProviderNamedItem[]): ChoiceOption[] =>
  items.map((item) => ({ value: item.identifier, label: item.name }));

/**
 * The one request's answer is a booking that already has its time (decision 0009): the spec's landing after scheduling.
 * A client's new booking is pending until paid, so it goes on to /payment/{id}/ (a free one waits there for the
 * server's confirmation); a provider's is paid by the client, so the provider gets the success modal.
 */
function useLanding(viewer: 'client' | 'provider'): SendOptions<Booking, unknown> {
  const navigate = useNavigate();
  const { open } = useModal();
  return {
    refresh: ['bookings'],
    handles: isSlotTaken,
    // The spec's schedule error: the server's message when it is a string.
    errorRule: 'server-message',
    onSuccess: async (booking) => {
      // Tracking: a booking is created.
      track('Booking_Request', { bookingId: booking.identifier, ...conversion(booking.amount, booking.currencyCode) });
      if (viewer === 'client') await navigate({ href: `/payment/${booking.identifier}/` });
      else open('scheduled', { id: booking.identifier }, { replace: true });
    },
  };
}

/** A slot chosen before the form opened (the listing's next free session): its therapy, session type and day. */
export interface ChosenSlot {
  slotId?: string;
  therapyId?: string;
  modalityId?: string;
  /** The slot's day in the viewer's zone, for the calendar to open on. */
  date?: string;
}

interface Offer {
  modalities: ProviderNamedItem[];
  therapies: ProviderNamedItem[];
  chosen?: ChosenSlot;
  /** The dialog the form fills: its actions stay in view at the bottom (sticky footer) however long the calendar. */
  frame: { title: string; description: string; close: () => void };
}

/** A client books with the therapist `providerId`: POST /booking, then on to the payment page. */
export function ClientBookingForm({ providerId, ...offer }: Offer & { providerId: string }) {
  const t = useT(messages);
  const schema = useMemo(() => clientBookingSchema(t), [t]);
  const create = useSend(getCreateBookingMutationOptions(), useLanding('client'));
  const send = ({ clientIdentifier: _, ...value }: NewBookingValues) =>
    create.send({ data: { ...value, note: noteOf(value) } });
  const submit = t('scheduling.schedule.submitAndPay');
  return (
    <NewBookingForm
      {...offer}
      initial={{ providerIdentifier: providerId, clientIdentifier: '' }}
      schema={schema}
      busy={create.busy}
      send={send}
      submit={submit}
    />
  );
}

/** A provider books one of their clients into their own calendar: POST /appointment, then the success modal. */
export function ProviderBookingForm({
  providerId,
  clients,
  clientId,
  ...offer
}: Offer & { providerId: string; clients: SelectOption[]; clientId?: string }) {
  const t = useT(messages);
  const schema = useMemo(() => providerBookingSchema(t), [t]);
  const create = useSend(getCreateAppointmentMutationOptions(), useLanding('provider'));
  const send = ({ providerIdentifier: _, ...value }: NewBookingValues) =>
    create.send({ data: { ...value, note: noteOf(value) } });
  const initialClient = clients.some((c) => c.value === clientId)
    ? (clientId ?? '')
    : clients.length === 1
      ? (clients[0]?.value ?? '')
      : '';
  const submit = t('scheduling.schedule.submit');
  return (
    <NewBookingForm
      {...offer}
      clients={clients}
      initial={{ providerIdentifier: providerId, clientIdentifier: initialClient }}
      schema={schema}
      busy={create.busy}
      send={send}
      submit={submit}
    />
  );
}

/**
 * The form both versions share: (the client,) the session type, the therapy, a free slot of that therapy's calendar
 * and a note, sent as one request. Another therapy has other slots, so choosing one clears the picked slot. A slot
 * taken meanwhile is said at the calendar; any other failure is toasted by the mutation path. The form keeps its values.
 */
function NewBookingForm({
  modalities,
  therapies,
  chosen = {},
  frame,
  clients,
  initial,
  schema,
  busy,
  send,
  submit,
}: Offer & {
  clients?: SelectOption[];
  initial: Pick<NewBookingValues, 'providerIdentifier' | 'clientIdentifier'>;
  schema: z.ZodMiniType<NewBookingValues, NewBookingValues>;
  busy: boolean;
  send: (value: NewBookingValues) => Promise<SendResult<unknown>>;
  submit: string;
}) {
  const t = useT(messages);
  const formId = useId();
  const slotTaken = useSlotTaken();
  const therapyIdentifier = preset(therapies, chosen.therapyId);
  const form = useAppForm({
    defaultValues: {
      ...initial,
      modalityIdentifier: preset(modalities, chosen.modalityId),
      therapyIdentifier,
      // A chosen slot belongs to its therapy's calendar: kept only with that therapy.
      timeslotIdentifier: therapyIdentifier && therapyIdentifier === chosen.therapyId ? (chosen.slotId ?? '') : '',
      note: '',
    } satisfies NewBookingValues,
    validators: { onChange: schema },
    onSubmit: async ({ value }) => {
      slotTaken.clear();
      slotTaken.afterSend(await send(value), () => form.setFieldValue('timeslotIdentifier', ''));
    },
  });
  useFormDraft(form);
  const therapy = useSelector(form.store, (s) => s.values.therapyIdentifier);
  return (
    <Dialog
      title={frame.title}
      description={frame.description}
      onClose={frame.close}
      size="lg"
      footer={
        <form.AppForm>
          <Button variant="secondary" onClick={frame.close}>
            {t('common.cancel')}
          </Button>
          <form.SubmitButton form={formId} busy={busy}>
            {submit}
          </form.SubmitButton>
        </form.AppForm>
      }
    >
      <Form form={form} id={formId} disabled={busy} className="flex flex-col gap-5">
        {clients && (
          <form.AppField name="clientIdentifier">
            {(field) => (
              <field.SelectField
                label={t('therapists.newBooking.client')}
                placeholder={t('therapists.newBooking.clientPlaceholder')}
                options={clients}
                hint={clients.length === 0 ? t('therapists.newBooking.noClients') : undefined}
              />
            )}
          </form.AppField>
        )}
        <form.AppField name="modalityIdentifier">
          {(field) => <field.ChoiceField legend={t('therapists.newBooking.modality')} options={choices(modalities)} />}
        </form.AppField>
        <form.AppField
          name="therapyIdentifier"
          listeners={{ onChange: () => form.setFieldValue('timeslotIdentifier', '') }}
        >
          {(field) => <field.ChoiceField legend={t('therapists.newBooking.therapy')} options={choices(therapies)} />}
        </form.AppField>
        <form.AppField name="timeslotIdentifier">
          {(field) => (
            <SlotField
              field={field}
              providerId={initial.providerIdentifier}
              categoryId={therapy}
              slotTaken={slotTaken}
              initialDay={chosen.date}
            />
          )}
        </form.AppField>
        <form.AppField name="note">{(field) => <field.NoteField max={createBookingBodyNoteMax} />}</form.AppField>
      </Form>
    </Dialog>
  );
}
