import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { BookingStatus, UserType } from '../../../generated/model';
import { useModal } from '../../lib/modal';
import { QueryBoundary } from '../../lib/query-boundary';
import { useViewer } from '../../lib/viewer';
import { Button, ButtonLink } from '../../ui/Button';
import { PageContainer } from '../../ui/PageContainer';
import { LinkPager } from '../../ui/Pager';
import { PageTitle } from '../../ui/PageTitle';
import { EmptyState } from '../../ui/states';
import { BookingRow } from './BookingRow';
import { SelectedBooking } from './SelectedBooking';
import { bookingListQuery } from '../bookings';
import { useT } from '../../lib/i18n/translate';
import messages from './messages';

interface AppointmentsPageProps {
  status?: BookingStatus;
  page: number;
  /** `?id=`: the booking to show on top (the payment page and others land here with it). */
  selectedId?: string;
  /** A modal is open: its `id` names the modal's booking, not the one to select. */
  modalOpen: boolean;
}

/** The signed-in user's bookings (clients) or appointments (providers), filterable by status and paged. */
export function AppointmentsPage({ status, page, selectedId, modalOpen }: AppointmentsPageProps) {
  const t = useT(messages);
  const viewer = useViewer().userType;
  const { open } = useModal();
  const listQuery = bookingListQuery(viewer, { statuses: status ? [status] : undefined, page });
  // While another page or filter loads, the list shows the previous one's rows and says it is busy.
  // Background: only the refresh state of the list's query, whose data the page already has.
  const refreshing = useQuery(listQuery).isPlaceholderData;

  // Opening a row's modal puts that row's id in the URL; the selected card keeps what it showed before.
  const [shownId, setShownId] = useState(modalOpen ? undefined : selectedId);
  if (!modalOpen && shownId !== selectedId) setShownId(selectedId);

  return (
    <PageContainer>
      <div className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <PageTitle
          className=""
          title={t('appointments.title')}
          subtitle={t(viewer === 'client' ? 'appointments.subtitle.client' : 'appointments.subtitle.provider')}
        />
        {viewer === 'provider' ? (
          <Button changes className="shrink-0 self-start sm:self-auto" onClick={() => open('new-booking')}>
            {t('appointments.newBooking')}
          </Button>
        ) : (
          <ButtonLink to="/" variant="secondary" className="shrink-0 self-start sm:self-auto">
            {t('appointments.findTherapist')}
          </ButtonLink>
        )}
      </div>

      {shownId && <SelectedBooking id={shownId} viewer={viewer} />}

      <StatusFilter status={status} />

      <QueryBoundary query={listQuery} pending={<ListSkeleton />}>
        {({ items, pageInfo }) => (
          <>
            {items.length === 0 ? (
              <EmptyList viewer={viewer} filtered={status !== undefined || page > 1} />
            ) : (
              <ul
                aria-label={t('appointments.list')}
                aria-busy={refreshing || undefined}
                className="flex flex-col gap-3"
              >
                {items.map((booking) => (
                  <BookingRow
                    key={booking.identifier}
                    booking={booking}
                    viewer={viewer}
                    selected={booking.identifier === shownId}
                  />
                ))}
              </ul>
            )}
            <Pagination page={page} total={pageInfo.totalPages} />
          </>
        )}
      </QueryBoundary>
    </PageContainer>
  );
}

const filters: (BookingStatus | undefined)[] = [undefined, 'pending', 'confirmed', 'cancelled'];

function StatusFilter({ status }: { status?: BookingStatus }) {
  const t = useT(messages);
  return (
    <div
      role="group"
      aria-label={t('appointments.filter.label')}
      // Every tab stays in view at any width (no hidden scroll): they wrap onto a second line when they must.
      className="mb-5 inline-flex max-w-full flex-wrap gap-y-1 rounded-xl bg-slate-200/70 p-1"
    >
      {filters.map((value) => {
        const active = value === status;
        return (
          <Link
            key={value ?? 'all'}
            to="/appointments/"
            search={(prev) => ({ ...prev, status: value, page: undefined })}
            aria-current={active ? 'true' : undefined}
            className={`rounded-lg px-3 py-1.5 text-sm font-semibold whitespace-nowrap sm:px-3.5 focus-visible:outline-2 focus-visible:outline-teal-700 ${
              active ? 'bg-white text-teal-800 shadow-sm' : 'text-slate-700 hover:text-slate-900'
            }`}
          >
            {t(value ? `appointments.filter.${value}` : 'appointments.filter.all')}
          </Link>
        );
      })}
    </div>
  );
}

/** The shared pager with links: the page lives in the URL (`?page=`, absent for the first). */
function Pagination({ page, total }: { page: number; total: number }) {
  const t = useT(messages);
  return (
    <LinkPager
      page={page}
      totalPages={total}
      label={t('appointments.pagination')}
      link={(target, props) => (
        <Link
          to="/appointments/"
          search={(prev) => ({ ...prev, page: target === 1 ? undefined : target })}
          {...props}
        />
      )}
    />
  );
}

function EmptyList({ viewer, filtered }: { viewer: UserType; filtered: boolean }) {
  const t = useT(messages);
  if (filtered) {
    return (
      <EmptyState
        title={t('appointments.emptyFiltered.title')}
        text={t('appointments.emptyFiltered.text')}
        action={
          <ButtonLink
            to="/appointments/"
            search={(prev) => ({ ...prev, status: undefined, page: undefined })}
            variant="secondary"
          >
            {t('appointments.emptyFiltered.showAll')}
          </ButtonLink>
        }
      />
    );
  }
  return (
    <EmptyState
      title={t('appointments.empty.title')}
      text={t(viewer === 'client' ? 'appointments.empty.client' : 'appointments.empty.provider')}
      action={viewer === 'client' && <ButtonLink to="/">{t('appointments.findTherapist')}</ButtonLink>}
    />
  );
}

function ListSkeleton() {
  const t = useT(messages);
  return (
    <div role="status" aria-label={t('common.loading')} className="flex flex-col gap-3">
      {[0, 1, 2].map((i) => (
        <div key={i} className="flex animate-pulse items-center gap-4 rounded-2xl bg-white p-5 ring-1 ring-slate-200">
          <div className="size-11 rounded-full bg-slate-200" />
          <div className="flex flex-1 flex-col gap-2">
            <div className="h-3 w-1/3 rounded bg-slate-200" />
            <div className="h-3 w-1/2 rounded bg-slate-100" />
          </div>
          <div className="hidden h-8 w-24 rounded-lg bg-slate-100 sm:block" />
        </div>
      ))}
    </div>
  );
}
