import { useQuery } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import type { ModalProps } from '../../lib/modal-descriptor';
import { useSession } from '../../lib/session';
import { conversion, useTrackOnce } from '../../lib/track';
import { ButtonLink } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { LoadingBlock } from '../../ui/Spinner';
import { ErrorState } from '../../ui/states';
import { ClientBookingForm, ProviderBookingForm } from './NewBookingForm';
import { therapistName } from './parts';
import { contactsQuery, ownProviderProfileQuery, therapistProfileQuery } from './queries';

/**
 * A new session booking, booked and scheduled in one request (the spec's schedule payload for a new booking). Clients
 * book with the therapist in `providerId` (POST /booking); providers book one of their clients, `clientId` if given,
 * into their own calendar (POST /appointment).
 */
export default function NewBookingModal({
  providerId,
  clientId,
  close,
}: ModalProps<{ providerId?: string; clientId?: string }>) {
  const intl = useIntl();
  const session = useSession();
  const title = intl.formatMessage({ id: 'therapists.newBooking.title' });
  if (!session) return <SignInFirst title={title} close={close} />;
  if (session.userType === 'provider') return <ProviderNewBooking title={title} clientId={clientId} close={close} />;
  if (!providerId) {
    return (
      <Dialog
        title={title}
        description={intl.formatMessage({ id: 'therapists.newBooking.noTherapist' })}
        onClose={close}
        footer={
          <ButtonLink to="/" hash="therapists">
            {intl.formatMessage({ id: 'therapists.newBooking.browse' })}
          </ButtonLink>
        }
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

function ClientNewBooking({ title, providerId, close }: { title: string; providerId: string; close: () => void }) {
  const intl = useIntl();
  const therapist = useQuery(therapistProfileQuery(providerId));
  // Tracking: the new-booking modal opens (with the therapist's fee once known).
  const fee = therapist.data?.fee;
  useTrackOnce(
    'Start_Booking',
    fee ? { providerId, ...conversion(fee.isFree ? 0 : fee.fee, fee.currencyCode) } : null,
    providerId,
  );
  if (therapist.isPending || therapist.isError) {
    return (
      <Dialog title={title} onClose={close}>
        {therapist.isPending ? (
          <LoadingBlock />
        ) : (
          <ErrorState
            title={intl.formatMessage({ id: 'therapists.newBooking.loadFailed' })}
            text={therapist.error.message}
            onRetry={() => void therapist.refetch()}
          />
        )}
      </Dialog>
    );
  }
  const name = therapistName(therapist.data, intl);
  return (
    <ClientBookingForm
      frame={{ title, description: intl.formatMessage({ id: 'therapists.newBooking.withTherapist' }, { name }), close }}
      providerId={providerId}
      modalities={therapist.data.modalities}
      therapies={therapist.data.therapies}
    />
  );
}

function ProviderNewBooking({ title, clientId, close }: { title: string; clientId?: string; close: () => void }) {
  const intl = useIntl();
  const profile = useQuery(ownProviderProfileQuery());
  const contacts = useQuery(contactsQuery());
  // Tracking: the new-booking modal opens (a provider books for a client; no fee is known yet).
  useTrackOnce('Start_Booking', { userType: 'provider', clientId: clientId ?? null });
  const description = intl.formatMessage({ id: 'therapists.newBooking.forClient' });
  if (!profile.data || !contacts.data) {
    const error = profile.error ?? contacts.error;
    return (
      <Dialog title={title} description={description} onClose={close}>
        {error ? (
          <ErrorState
            title={intl.formatMessage({ id: 'therapists.newBooking.loadFailed' })}
            text={error.message}
            onRetry={() => void Promise.all([profile.refetch(), contacts.refetch()])}
          />
        ) : (
          <LoadingBlock />
        )}
      </Dialog>
    );
  }
  return (
    <ProviderBookingForm
      frame={{ title, description, close }}
      providerId={profile.data.identifier}
      clients={contacts.data.items
        .filter((c) => c.userType === 'client')
        .map((c) => ({ value: c.identifier, label: `${c.firstName} ${c.lastName}`.trim() }))}
      clientId={clientId}
      modalities={profile.data.modality}
      therapies={profile.data.therapy}
    />
  );
}
