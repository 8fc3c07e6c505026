// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { useState } from 'react';
import { RawIntlProvider } from 'react-intl';
import { toast } from 'sonner';
import { Toaster } from '../../ui/Toaster';
import type { ProviderAvailabilityDay, ProviderAvailabilityMonth } from '../../../generated/model';
import { listenStrictly } from '../../../mocks/test-server';
import { configureApiClient } from '../../lib/api-client';
import { intl } from '../../lib/i18n';
import { timeSlot } from '../../test/fixtures';
import { NEXT_MONTH_TOAST_ID, SlotPicker } from './SlotPicker';

const API = 'http://api.test';
let months: Record<string, ProviderAvailabilityDay[]> = {};
let failWith: string | undefined;
const asked: string[] = [];
const server = setupServer(
  http.get(`${API}/providers-availability/:id/timeslot/:month`, ({ params, request }) => {
    const month = String(params.month);
    asked.push(`${month}?${new URL(request.url).searchParams}`);
    if (failWith) return HttpResponse.json({ message: failWith }, { status: 500 });
    return HttpResponse.json({
      month,
      providerIdentifier: String(params.id),
      days: months[month] ?? [],
    } satisfies ProviderAvailabilityMonth);
  }),
);

listenStrictly(server);
beforeEach(() => {
  configureApiClient({ baseUrl: API, getToken: () => null, isTokenExpired: () => false });
  months = {};
  failWith = undefined;
  asked.length = 0;
  // Only Date is faked: "now" is Monday 2026-06-15 08:00 UTC, which is 10:00 in Berlin (summer time) and 09:00 in Lagos.
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-06-15T08:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function Picker({
  timeZone,
  categoryId = 'th_individual',
  onChange,
}: {
  timeZone: string;
  categoryId?: string;
  onChange?: (id: string) => void;
}) {
  const [value, setValue] = useState('');
  return (
    <SlotPicker
      providerId="pr_demo"
      categoryId={categoryId}
      timeZone={timeZone}
      value={value}
      onChange={(id) => {
        setValue(id);
        onChange?.(id);
      }}
    />
  );
}

function renderPicker(props: Parameters<typeof Picker>[0]) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <RawIntlProvider value={intl}>
      <QueryClientProvider client={queryClient}>
        <Picker {...props} />
        <Toaster />
      </QueryClientProvider>
    </RawIntlProvider>,
  );
}

const dayButton = (pattern: RegExp) => screen.getByRole('button', { name: pattern });

// The rules must read the same whatever the user's zone: Berlin is GMT+2 in June, Lagos GMT+1 all year.
describe.each([
  { timeZone: 'Europe/Berlin', offset: 2, zone: 'Europe/Berlin (GMT+2)' },
  { timeZone: 'Africa/Lagos', offset: 1, zone: 'Africa/Lagos (GMT+1)' },
])('SlotPicker in $timeZone', ({ timeZone, offset, zone }) => {
  /** A one-hour slot starting at `hour` o'clock local time in the user's zone. */
  const slot = (day: string, hour: number) =>
    timeSlot(new Date(Date.parse(`${day}T00:00:00Z`) + (hour - offset) * 3_600_000).toISOString());
  const day = (date: string, ...hours: number[]) => ({ date, timeSlot: hours.map((h) => slot(date, h)) });

  it('disables past days and days without slots, and labels each day with its date and slot count', async () => {
    months['2026-06'] = [day('2026-06-12', 9), day('2026-06-16', 9, 13), day('2026-06-18', 11)];
    renderPicker({ timeZone });
    await screen.findByRole('group', { name: 'Available times on Tuesday, June 16' });
    expect(dayButton(/^12 — Friday, June 12, 2026, no slots available$/)).toBeDisabled();
    expect(dayButton(/^15 — Monday, June 15, 2026, no slots available$/)).toBeDisabled();
    expect(dayButton(/^17 — Wednesday, June 17, 2026, no slots available$/)).toBeDisabled();
    expect(dayButton(/^16 — Tuesday, June 16, 2026, 2 slots available$/)).toBeEnabled();
    expect(dayButton(/^18 — Thursday, June 18, 2026, 1 slot available$/)).toBeEnabled();
    expect(asked).toEqual(['2026-06?category=th_individual']);
  });

  it('auto-selects today when it still has a slot', async () => {
    // 08:00 local has passed (now is 10:00 / 09:00 local); 15:00 has not.
    months['2026-06'] = [day('2026-06-15', 8, 15), day('2026-06-16', 9)];
    renderPicker({ timeZone });
    const slots = await screen.findByRole('group', { name: 'Available times on Monday, June 15' });
    expect(
      within(slots)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['3:00 PM - 4:00 PM']);
    expect(dayButton(/^15 — /)).toHaveAttribute('aria-label', expect.stringContaining('1 slot available'));
  });

  it('auto-selects the nearest future day when today has no slots', async () => {
    months['2026-06'] = [day('2026-06-15', 7), day('2026-06-24', 10), day('2026-06-19', 14)];
    renderPicker({ timeZone });
    await screen.findByRole('group', { name: 'Available times on Friday, June 19' });
    expect(screen.getByRole('gridcell', { selected: true })).toContainElement(dayButton(/^19 — /));
  });

  it('moves an empty month on to the next with the loading toast, then selects its first day', async () => {
    const loading = vi.spyOn(toast, 'loading');
    const dismiss = vi.spyOn(toast, 'dismiss');
    months['2026-07'] = [day('2026-07-07', 9), day('2026-07-03', 16)];
    renderPicker({ timeZone });
    await screen.findByRole('group', { name: 'Available times on Friday, July 3' });
    // Toasts wait for the lazily loaded toaster, then run in order: the loading toast, then its dismissal.
    await waitFor(() =>
      expect(loading).toHaveBeenCalledWith(
        "No available slots this month - checking next month's availability",
        expect.anything(),
      ),
    );
    const toastId = loading.mock.calls[0]?.[1]?.id;
    expect(String(toastId)).toMatch(new RegExp(`^${NEXT_MONTH_TOAST_ID}#`));
    await waitFor(() => expect(dismiss).toHaveBeenCalledWith(toastId));
    expect(loading.mock.invocationCallOrder[0]).toBeLessThan(dismiss.mock.invocationCallOrder.at(-1) ?? 0);
    expect(screen.getByText('July 2026')).toBeInTheDocument();
    expect(asked).toEqual(['2026-06?category=th_individual', '2026-07?category=th_individual']);
  });

  it('stops at the end of the two-month window when no month has slots', async () => {
    renderPicker({ timeZone });
    expect(await screen.findByText('No time slots are available in the next two months.')).toBeInTheDocument();
    expect(asked.map((a) => a.slice(0, 7))).toEqual(['2026-06', '2026-07', '2026-08']);
  });

  it('navigates only within the two-month window', async () => {
    const user = userEvent.setup();
    months['2026-06'] = [day('2026-06-16', 9)];
    renderPicker({ timeZone });
    await screen.findByRole('group', { name: 'Available times on Tuesday, June 16' });
    const previous = screen.getByRole('button', { name: 'Go to the Previous Month' });
    const next = screen.getByRole('button', { name: 'Go to the Next Month' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    await user.click(next);
    expect(await screen.findByText('July 2026')).toBeInTheDocument();
    await user.click(next);
    expect(await screen.findByText('August 2026')).toBeInTheDocument();
    expect(next).toHaveAttribute('aria-disabled', 'true');
    await user.click(next);
    expect(screen.getByText('August 2026')).toBeInTheDocument();
    // The last day of the window is August 15.
    await waitFor(() => expect(asked.at(-1)?.slice(0, 7)).toBe('2026-08'));
    expect(dayButton(/^15 — Saturday, August 15, 2026/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^16 — Sunday, August 16/ })).toBeDisabled();
    // The chosen day's times stay listed while browsing.
    expect(screen.getByRole('group', { name: 'Available times on Tuesday, June 16' })).toBeInTheDocument();
  });

  it('reads slots start to end in 12-hour format, names the zone once, and moves focus to the slots of a picked day', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    months['2026-06'] = [day('2026-06-16', 9, 13), day('2026-06-17', 11)];
    renderPicker({ timeZone, onChange });
    const first = await screen.findByRole('group', { name: 'Available times on Tuesday, June 16' });
    expect(
      within(first)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['9:00 AM - 10:00 AM', '1:00 PM - 2:00 PM']);
    expect(screen.getAllByText(`Times are shown in your time zone: ${zone}`)).toHaveLength(1);
    // Automatic selection leaves focus alone.
    expect(document.body).toHaveFocus();

    await user.click(dayButton(/^17 — /));
    const slots = screen.getByRole('group', { name: 'Available times on Wednesday, June 17' });
    const eleven = within(slots).getByRole('button', { name: '11:00 AM - 12:00 PM' });
    expect(eleven).toHaveFocus();
    expect(eleven).toHaveAttribute('aria-pressed', 'false');

    await user.keyboard('{Enter}');
    expect(eleven).toHaveAttribute('aria-pressed', 'true');
    expect(onChange).toHaveBeenLastCalledWith(slot('2026-06-17', 11).identifier);
    // Announced through a live region.
    expect(screen.getByText('Selected: Wednesday, June 17, 11:00 AM - 12:00 PM')).toHaveAttribute('role', 'status');
  });

  it('reads slots of another length, off the whole hour, with their real start and end', async () => {
    const user = userEvent.setup();
    // 90-minute sessions from 09:00 local: 09:00-10:30, 10:30-12:00 (decision 0040's identifiers to the minute).
    const start = (hour: number, minute: number) => Date.parse(slot('2026-06-16', hour).startTime) + minute * 60_000;
    const ninety = [start(9, 0), start(10, 30)].map((ms) => timeSlot(new Date(ms).toISOString(), 1.5));
    months['2026-06'] = [{ date: '2026-06-16', timeSlot: ninety }];
    renderPicker({ timeZone });
    const slots = await screen.findByRole('group', { name: 'Available times on Tuesday, June 16' });
    expect(
      within(slots)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['9:00 AM - 10:30 AM', '10:30 AM - 12:00 PM']);
    await user.click(within(slots).getByRole('button', { name: '10:30 AM - 12:00 PM' }));
    expect(screen.getByText('Selected: Tuesday, June 16, 10:30 AM - 12:00 PM')).toHaveAttribute('role', 'status');
    expect(ninety[1]?.identifier).toMatch(/T\d{2}30Z$/);
  });
});

describe('SlotPicker states', () => {
  it('asks for a therapy category when the booking has none', () => {
    renderPicker({ timeZone: 'Africa/Lagos', categoryId: '' });
    expect(screen.getByText('Select a therapy category to view available time slots')).toBeInTheDocument();
    expect(asked).toEqual([]);
  });

  it('shows the error text when the calendar fails to load, with a retry', async () => {
    failWith = 'Calendar service unavailable';
    renderPicker({ timeZone: 'Africa/Lagos' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The calendar could not be loaded.');
    expect(alert).toHaveTextContent('Calendar service unavailable');
    failWith = undefined;
    months['2026-06'] = [{ date: '2026-06-16', timeSlot: [timeSlot('2026-06-16T08:00:00Z')] }];
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: '9:00 AM - 10:00 AM' })).toBeInTheDocument();
  });
});
