import { useRouterState } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { TherapistProfile } from '../../../generated/model';
import type { ModalProps } from '../../lib/modal-descriptor';
import { QueryBoundary } from '../../lib/query-boundary';
import { useSession } from '../../lib/session';
import { conversion, useTrackOnce } from '../../lib/track';
import { ButtonLink } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { ClientBookingForm, ProviderBookingForm, type ChosenSlot } from './NewBookingForm';
import { therapistName } from './therapist-text';
import { contactsQuery, ownProviderProfileQuery, therapistProfileQuery } from './queries';
import { useT } from '../../lib/i18n/translate';
import messages from './messages';

/**
 * A new session booking, booked and scheduled in one request (the spec's schedule payload for a new booking). Clients
 * book with the therapist in `providerId` (POST /booking); providers book one of their clients, `clientId` if given,
 * into their own calendar (POST /appointment).
 */
export default function NewBookingModal({
  providerId,
  clientId,
  close,
  ...chosen
}: ModalProps<{ providerId?: string; clientId?: string } & ChosenSlot>) {
  const t = useT(messages);
  const session = useSession();
  const title = t('therapists.newBooking.title');
  if (!session) return <SignInFirst title={title} close={close} />;
  if (session.userType === 'provider') return <ProviderNewBooking title={title} clientId={clientId} close={close} />;
  if (!providerId) {
    return (
      <Dialog
        title={title}
        description={t('therapists.newBooking.noTherapist')}
        onClose={close}
        footer={
          <ButtonLink to="/" hash="therapists">
            {t('therapists.newBooking.browse')}
          </ButtonLink>
        }
      />
    );
  }
  return <ClientNewBooking title={title} providerId={providerId} close={close} chosen={chosen} />;
}

function SignInFirst({ title, close }: { title: string; close: () => void }) {
  const t = useT(messages);
  const href = useRouterState({ select: (s) => s.location.href });
  return (
    <Dialog
      title={title}
      description={t('therapists.newBooking.signInText')}
      onClose={close}
      footer={
        <ButtonLink to="/login/" search={{ redirect: href }}>
          {t('therapists.newBooking.signIn')}
        </ButtonLink>
      }
    />
  );
}

function ClientNewBooking({
  title,
  providerId,
  close,
  chosen,
}: {
  title: string;
  providerId: string;
  close: () => void;
  chosen: ChosenSlot;
}) {
  const t = useT(messages);
  return (
    <QueryBoundary
      query={therapistProfileQuery(providerId)}
      failedTitle={t('therapists.newBooking.loadFailed')}
      frame={(content) => (
        <Dialog title={title} onClose={close}>
          {content}
        </Dialog>
      )}
    >
      {(therapist) => (
        <ClientForm title={title} providerId={providerId} therapist={therapist} close={close} chosen={chosen} />
      )}
    </QueryBoundary>
  );
}

function ClientForm({
  title,
  providerId,
  therapist,
  close,
  chosen,
}: {
  title: string;
  providerId: string;
  therapist: TherapistProfile;
  close: () => void;
  chosen: ChosenSlot;
}) {
  const t = useT(messages);
  // Tracking: the new-booking modal opens (with the therapist's fee, known from here on).
  const { fee } = therapist;
  useTrackOnce('Start_Booking', { providerId, ...conversion(fee.isFree ? 0 : fee.fee, fee.currencyCode) }, providerId);
  const name = therapistName(therapist, t);
  return (
    <ClientBookingForm
      frame={{ title, description: t('therapists.newBooking.withTherapist', { name }), close }}
      providerId={providerId}
      modalities={therapist.modalities}
      therapies={therapist.therapies}
      chosen={chosen}
    />
  );
}

function ProviderNewBooking({ title, clientId, close }: { title: string; clientId?: string; close: () => void }) {
  const t = useT(messages);
  // Tracking: the new-booking modal opens (a provider books for a client; no fee is known yet).
  useTrackOnce('Start_Booking', { userType: 'provider', clientId: clientId ?? null });
  const description = t('therapists.newBooking.forClient');
  const failedTitle = t('therapists.newBooking.loadFailed');
  const frame = (content: ReactNode) => (
    <Dialog title={title} description={description} onClose={close}>
      {content}
    </Dialog>
  );
  return (
    <QueryBoundary query={ownProviderProfileQuery()} failedTitle={failedTitle} frame={frame}>
      {(profile) => (
        <QueryBoundary query={contactsQuery()} failedTitle={failedTitle} frame={frame}>
          {(contacts) => (
            <ProviderBookingForm
              frame={{ title, description, close }}
              providerId={profile.identifier}
              clients={contacts.items
                .filter((c) => c.userType === 'client')
                .map((c) => ({ value: c.identifier, label: `${c.firstName} ${c.lastName}`.trim() }))}
              clientId={clientId}
              modalities={profile.modality}
              therapies={profile.therapy}
            />
          )}
        </QueryBoundary>
      )}
    </QueryBoundary>
  );
}
