import { useQuery } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { useMemo, type ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { z } from 'zod/mini';
import { getCreateAppointmentMutationOptions } from '../../../generated/api/appointments/appointments';
import { getCreateBookingMutationOptions } from '../../../generated/api/bookings/bookings';
import type { Booking, ProviderNamedItem } from '../../../generated/model';
import { CreateAppointmentBody, createAppointmentBodyNoteMax } from '../../../generated/zod/appointments/appointments.zod';
import { CreateBookingBody, createBookingBodyNoteMax } from '../../../generated/zod/bookings/bookings.zod';
import type { ModalProps } from '../../lib/modal';
import { useSend } from '../../lib/mutation';
import { useModal } from '../../lib/modal';
import { useSession } from '../../lib/session';
import { conversion, track, useTrackOnce } from '../../lib/track';
import { ButtonLink } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Form, noteRule, SubmitButton, useAppForm, useFormDraft, type ChoiceOption, type FormHandle } from '../../ui/form/form-kit';
import { LoadingBlock } from '../../ui/Spinner';
import { ErrorState } from '../../ui/states';
import { therapistName } from './parts';
import { contactsQuery, ownProviderProfileQuery, therapistProfileQuery } from './queries';

type T = Pick<IntlShape, 'formatMessage'>;

/** The spec's rules for a new session booking: modality and therapy required, note at most 400. */
function choiceRules(intl: T, noteMax: number) {
  return {
    modalityIdentifier: z.string().check(z.minLength(1, intl.formatMessage({ id: 'therapists.newBooking.modalityRequired' }))),
    therapyIdentifier: z.string().check(z.minLength(1, intl.formatMessage({ id: 'therapists.newBooking.therapyRequired' }))),
    note: noteRule(intl, noteMax),
  };
}

export const clientBookingSchema = (intl: T) => z.object({ ...CreateBookingBody.shape, ...choiceRules(intl, createBookingBodyNoteMax) });

export const providerBookingSchema = (intl: T) =>
  z.object({ ...CreateAppointmentBody.shape,
    clientIdentifier: z.string().check(z.minLength(1, intl.formatMessage({ id: 'therapists.newBooking.clientRequired' }))),
    ...choiceRules(intl, createAppointmentBodyNoteMax),
  });

/** An empty note is not sent. */
const withNote = <V extends { note: string }>(value: V) => ({ ...value, note: value.note.trim() || undefined });

/** The one answer an item list allows gets chosen for the user. */
const onlyChoice = (items: { identifier: string }[]) => (items.length === 1 ? (items[0]?.identifier ?? '') : '');

const choices = (items: ProviderNamedItem[]): ChoiceOption[] => items.map((item) => ({ value: item.identifier, label: item.name }));

/**
 * A new session booking. Clients book with the therapist in `providerId` (POST /booking); providers book for one of
 * their clients, `clientId` if given (POST /appointment). The new booking is pending and unscheduled, so the schedule modal takes over.
 */
export default function NewBookingModal({ providerId, clientId, close }: ModalProps) {
  const intl = useIntl();
  const session = useSession();
  const title = intl.formatMessage({ id: 'therapists.newBooking.title' });
  if (!session) return <SignInFirst title={title} close={close} />;
  if (session.userType === 'provider') return <ProviderNewBooking title={title} clientId={clientId} close={close} />;
  if (!providerId) {
    return (
      <Dialog title={title} description={intl.formatMessage({ id: 'therapists.newBooking.noTherapist' })} onClose={close}
        footer={<ButtonLink to="/" hash="therapists">{intl.formatMessage({ id: 'therapists.newBooking.browse' })}</ButtonLink>}
      />
    );
  }
  return <ClientNewBooking title={title} providerId={providerId} close={close} />;
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

/** After creating: the lists show the new booking, and the schedule modal replaces this one. */
function useContinueToSchedule() {
  const { open } = useModal();
  return {
    refresh: ['bookings'] as const,
    onSuccess: (booking: Booking) => {
      // Tracking: a booking is created.
      track('Booking_Request', { bookingId: booking.identifier, ...conversion(booking.amount, booking.currencyCode) });
      open('schedule', { id: booking.identifier }, { replace: true });
    },
  };
}

function ClientNewBooking({ title, providerId, close }: { title: string; providerId: string; close: () => void }) {
  const intl = useIntl();
  const therapist = useQuery(therapistProfileQuery(providerId));
  // Tracking: the new-booking modal opens (with the therapist's fee once known).
  const fee = therapist.data?.fee;
  useTrackOnce('Start_Booking', fee ? { providerId, ...conversion(fee.isFree ? 0 : fee.fee, fee.currencyCode) } : null, providerId);
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
  const create = useSend(getCreateBookingMutationOptions(), useContinueToSchedule());
  const form = useAppForm({
    defaultValues: { providerIdentifier: providerId, modalityIdentifier: onlyChoice(modalities), therapyIdentifier: onlyChoice(therapies), note: '' },
    validators: { onChange: schema },
    // A failure is toasted by the mutation path; the form keeps what was entered.
    onSubmit: async ({ value }) => void (await create.send({ data: withNote(value) })),
  });
  useFormDraft(form);
  return (
    <BookingForm form={form} pending={create.busy}>
      <form.AppField name="modalityIdentifier">
        {(field) => <field.ChoiceField legend={intl.formatMessage({ id: 'therapists.newBooking.modality' })} options={choices(modalities)} />}
      </form.AppField>
      <form.AppField name="therapyIdentifier">
        {(field) => <field.ChoiceField legend={intl.formatMessage({ id: 'therapists.newBooking.therapy' })} options={choices(therapies)} />}
      </form.AppField>
      <form.AppField name="note">{(field) => <field.NoteField max={createBookingBodyNoteMax} />}</form.AppField>
    </BookingForm>
  );
}

function ProviderNewBooking({ title, clientId, close }: { title: string; clientId?: string; close: () => void }) {
  const intl = useIntl();
  const profile = useQuery(ownProviderProfileQuery());
  const contacts = useQuery(contactsQuery());
  // Tracking: the new-booking modal opens (a provider books for a client; no fee is known yet).
  useTrackOnce('Start_Booking', { userType: 'provider', clientId: clientId ?? null });
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
  const create = useSend(getCreateAppointmentMutationOptions(), useContinueToSchedule());
  const form = useAppForm({
    defaultValues: {
      clientIdentifier: clients.some((c) => c.value === clientId) ? (clientId ?? '') : clients.length === 1 ? (clients[0]?.value ?? '') : '',
      modalityIdentifier: onlyChoice(modalities),
      therapyIdentifier: onlyChoice(therapies),
      note: '',
    },
    validators: { onChange: schema },
    // A failure is toasted by the mutation path; the form keeps what was entered.
    onSubmit: async ({ value }) => void (await create.send({ data: withNote(value) })),
  });
  useFormDraft(form);
  return (
    <BookingForm form={form} pending={create.busy}>
      <form.AppField name="clientIdentifier">
        {(field) => (
          <field.SelectField
            label={intl.formatMessage({ id: 'therapists.newBooking.client' })}
            placeholder={intl.formatMessage({ id: 'therapists.newBooking.clientPlaceholder' })}
            options={clients}
            hint={clients.length === 0 ? intl.formatMessage({ id: 'therapists.newBooking.noClients' }) : undefined}
          />
        )}
      </form.AppField>
      <form.AppField name="modalityIdentifier">
        {(field) => <field.ChoiceField legend={intl.formatMessage({ id: 'therapists.newBooking.modality' })} options={choices(modalities)} />}
      </form.AppField>
      <form.AppField name="therapyIdentifier">
        {(field) => <field.ChoiceField legend={intl.formatMessage({ id: 'therapists.newBooking.therapy' })} options={choices(therapies)} />}
      </form.AppField>
      <form.AppField name="note">{(field) => <field.NoteField max={createAppointmentBodyNoteMax} />}</form.AppField>
    </BookingForm>
  );
}

/** The form frame both versions share: the fields, then the submit button (busy while sending). */
function BookingForm({ form, pending, children }: { form: FormHandle; pending: boolean; children: ReactNode }) {
  const intl = useIntl();
  return (
    <Form form={form} disabled={pending} className="flex flex-col gap-5">
      {children}
      <div className="mt-1 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <SubmitButton busy={pending}>{intl.formatMessage({ id: 'therapists.newBooking.submit' })}</SubmitButton>
      </div>
    </Form>
  );
}
