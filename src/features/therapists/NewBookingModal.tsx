import { useForm } from '@tanstack/react-form';
import { useQueryClient } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { useMemo, type ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { z } from 'zod';
import { getListAppointmentsQueryKey, useCreateAppointment } from '../../../generated/api/appointments/appointments';
import { getListBookingsQueryKey, useCreateBooking } from '../../../generated/api/bookings/bookings';
import { useListMessageContacts } from '../../../generated/api/messages/messages';
import { useGetProviderProfile, useGetTherapistProfile } from '../../../generated/api/provider/provider';
import type { Booking, ProviderNamedItem } from '../../../generated/model';
import { CreateAppointmentBody, createAppointmentBodyNoteMax } from '../../../generated/zod/appointments/appointments.zod';
import { CreateBookingBody, createBookingBodyNoteMax } from '../../../generated/zod/bookings/bookings.zod';
import type { ModalProps } from '../../lib/modal';
import { useModal } from '../../lib/modal';
import { useSession } from '../../lib/session';
import { Button, ButtonLink } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Select } from '../../ui/fields';
import { LoadingBlock } from '../../ui/Spinner';
import { ErrorState } from '../../ui/states';
import { NoteField, noteRule } from '../../ui/NoteField';
import { ChoiceField } from './booking-fields';
import { therapistName } from './parts';

type T = Pick<IntlShape, 'formatMessage'>;

/** The spec's rules for a new session booking: modality and therapy required, note at most 400. */
function choiceRules(intl: T, noteMax: number) {
  return {
    modalityIdentifier: z.string().min(1, intl.formatMessage({ id: 'therapists.newBooking.modalityRequired' })),
    therapyIdentifier: z.string().min(1, intl.formatMessage({ id: 'therapists.newBooking.therapyRequired' })),
    note: noteRule(intl, noteMax),
  };
}

export const clientBookingSchema = (intl: T) => CreateBookingBody.extend(choiceRules(intl, createBookingBodyNoteMax));

export const providerBookingSchema = (intl: T) =>
  CreateAppointmentBody.extend({
    clientIdentifier: z.string().min(1, intl.formatMessage({ id: 'therapists.newBooking.clientRequired' })),
    ...choiceRules(intl, createAppointmentBodyNoteMax),
  });

/** An empty note is not sent. */
const withNote = <V extends { note: string }>(value: V) => ({ ...value, note: value.note.trim() || undefined });

/** The one answer an item list allows gets chosen for the user. */
const onlyChoice = (items: ProviderNamedItem[]) => (items.length === 1 ? items[0].identifier : '');

/**
 * A new session booking. Clients book with the provider in `id` (POST /booking); providers book for one of their
 * clients (POST /appointment). The new booking is pending and unscheduled, so the schedule modal takes over.
 */
export default function NewBookingModal({ id, close }: ModalProps) {
  const intl = useIntl();
  const session = useSession();
  const title = intl.formatMessage({ id: 'therapists.newBooking.title' });
  if (!session) return <SignInFirst title={title} close={close} />;
  if (session.userType === 'provider') return <ProviderNewBooking title={title} clientId={id} close={close} />;
  if (!id) {
    return (
      <Dialog title={title} description={intl.formatMessage({ id: 'therapists.newBooking.noTherapist' })} onClose={close}
        footer={<ButtonLink to="/" hash="therapists">{intl.formatMessage({ id: 'therapists.newBooking.browse' })}</ButtonLink>}
      />
    );
  }
  return <ClientNewBooking title={title} providerId={id} close={close} />;
}

function SignInFirst({ title, close }: { title: string; close: () => void }) {
  const intl = useIntl();
  const href = useRouterState({ select: (s) => s.location.href });
  return (
    <Dialog
      title={title}
      description={intl.formatMessage({ id: 'therapists.newBooking.signInText' })}
      onClose={close}
      footer={
        <ButtonLink to="/login/" search={{ redirect: href }}>
          {intl.formatMessage({ id: 'therapists.newBooking.signIn' })}
        </ButtonLink>
      }
    />
  );
}

/** After creating: the schedule modal replaces this one, and the lists show the new booking. */
function useContinueToSchedule(listKey: readonly unknown[]) {
  const queryClient = useQueryClient();
  const { open } = useModal();
  return (booking: Booking) => {
    void queryClient.invalidateQueries({ queryKey: listKey });
    open('schedule', { id: booking.identifier }, { replace: true });
  };
}

function ClientNewBooking({ title, providerId, close }: { title: string; providerId: string; close: () => void }) {
  const intl = useIntl();
  const therapist = useGetTherapistProfile(providerId, { query: { meta: { errorToast: false } } });
  if (therapist.isPending || therapist.isError) {
    return (
      <Dialog title={title} onClose={close}>
        {therapist.isPending ? (
          <LoadingBlock />
        ) : (
          <ErrorState title={intl.formatMessage({ id: 'therapists.newBooking.loadFailed' })} text={therapist.error.message} onRetry={() => void therapist.refetch()} />
        )}
      </Dialog>
    );
  }
  const name = therapistName(therapist.data, intl);
  return (
    <Dialog title={title} description={intl.formatMessage({ id: 'therapists.newBooking.withTherapist' }, { name })} onClose={close} size="lg">
      <ClientBookingForm providerId={providerId} modalities={therapist.data.modalities} therapies={therapist.data.therapies} />
    </Dialog>
  );
}

function ClientBookingForm({ providerId, modalities, therapies }: { providerId: string; modalities: ProviderNamedItem[]; therapies: ProviderNamedItem[] }) {
  const intl = useIntl();
  const schema = useMemo(() => clientBookingSchema(intl), [intl]);
  const create = useCreateBooking();
  const continueToSchedule = useContinueToSchedule(getListBookingsQueryKey().slice(0, 1));
  const form = useForm({
    defaultValues: { providerIdentifier: providerId, modalityIdentifier: onlyChoice(modalities), therapyIdentifier: onlyChoice(therapies), note: '' },
    validators: { onChange: schema },
    onSubmit: async ({ value }) => {
      try {
        continueToSchedule(await create.mutateAsync({ data: withNote(value) }));
      } catch {
        // The query client toasts the failure; the form keeps what was entered.
      }
    },
  });
  return (
    <BookingForm form={form} pending={create.isPending}>
      <form.Field name="modalityIdentifier">
        {(field) => <ChoiceField field={field} legend={intl.formatMessage({ id: 'therapists.newBooking.modality' })} options={modalities} />}
      </form.Field>
      <form.Field name="therapyIdentifier">
        {(field) => <ChoiceField field={field} legend={intl.formatMessage({ id: 'therapists.newBooking.therapy' })} options={therapies} />}
      </form.Field>
      <form.Field name="note">{(field) => <NoteField field={field} max={createBookingBodyNoteMax} />}</form.Field>
    </BookingForm>
  );
}

function ProviderNewBooking({ title, clientId, close }: { title: string; clientId?: string; close: () => void }) {
  const intl = useIntl();
  const profile = useGetProviderProfile({ query: { meta: { errorToast: false } } });
  const contacts = useListMessageContacts(undefined, { query: { meta: { errorToast: false } } });
  const loading = profile.isPending || contacts.isPending;
  const error = profile.error ?? contacts.error;
  return (
    <Dialog title={title} description={intl.formatMessage({ id: 'therapists.newBooking.forClient' })} onClose={close} size="lg">
      {loading ? (
        <LoadingBlock />
      ) : error || !profile.data || !contacts.data ? (
        <ErrorState
          title={intl.formatMessage({ id: 'therapists.newBooking.loadFailed' })}
          text={error?.message}
          onRetry={() => void Promise.all([profile.refetch(), contacts.refetch()])}
        />
      ) : (
        <ProviderBookingForm
          clients={contacts.data.items.filter((c) => c.userType === 'client').map((c) => ({ value: c.identifier, label: `${c.firstName} ${c.lastName}`.trim() }))}
          clientId={clientId}
          modalities={profile.data.modality}
          therapies={profile.data.therapy}
        />
      )}
    </Dialog>
  );
}

function ProviderBookingForm({
  clients,
  clientId,
  modalities,
  therapies,
}: {
  clients: { value: string; label: string }[];
  clientId?: string;
  modalities: ProviderNamedItem[];
  therapies: ProviderNamedItem[];
}) {
  const intl = useIntl();
  const schema = useMemo(() => providerBookingSchema(intl), [intl]);
  const create = useCreateAppointment();
  const continueToSchedule = useContinueToSchedule(getListAppointmentsQueryKey().slice(0, 1));
  const form = useForm({
    defaultValues: {
      clientIdentifier: clients.some((c) => c.value === clientId) ? (clientId ?? '') : clients.length === 1 ? clients[0].value : '',
      modalityIdentifier: onlyChoice(modalities),
      therapyIdentifier: onlyChoice(therapies),
      note: '',
    },
    validators: { onChange: schema },
    onSubmit: async ({ value }) => {
      try {
        continueToSchedule(await create.mutateAsync({ data: withNote(value) }));
      } catch {
        // The query client toasts the failure; the form keeps what was entered.
      }
    },
  });
  return (
    <BookingForm form={form} pending={create.isPending}>
      <form.Field name="clientIdentifier">
        {(field) => (
          <Select
            field={field}
            label={intl.formatMessage({ id: 'therapists.newBooking.client' })}
            placeholder={intl.formatMessage({ id: 'therapists.newBooking.clientPlaceholder' })}
            options={clients}
            hint={clients.length === 0 ? intl.formatMessage({ id: 'therapists.newBooking.noClients' }) : undefined}
          />
        )}
      </form.Field>
      <form.Field name="modalityIdentifier">
        {(field) => <ChoiceField field={field} legend={intl.formatMessage({ id: 'therapists.newBooking.modality' })} options={modalities} />}
      </form.Field>
      <form.Field name="therapyIdentifier">
        {(field) => <ChoiceField field={field} legend={intl.formatMessage({ id: 'therapists.newBooking.therapy' })} options={therapies} />}
      </form.Field>
      <form.Field name="note">{(field) => <NoteField field={field} max={createAppointmentBodyNoteMax} />}</form.Field>
    </BookingForm>
  );
}

/** The form frame both versions share: the fields, then the submit button (busy while sending). */
function BookingForm({ form, pending, children }: { form: { handleSubmit: () => Promise<void> }; pending: boolean; children: ReactNode }) {
  const intl = useIntl();
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (!pending) void form.handleSubmit();
      }}
      className="flex flex-col gap-5"
    >
      {children}
      <div className="mt-1 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button type="submit" busy={pending}>
          {intl.formatMessage({ id: 'therapists.newBooking.submit' })}
        </Button>
      </div>
    </form>
  );
}
