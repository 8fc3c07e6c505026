// @vitest-environment jsdom
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { localDate, weekdayOf } from '../../../mocks/data/scheduling';
import { cancelSessionsOn, setUpTestBackend } from '../../../mocks/test-utils';
import { renderFailingPage } from '../../test/failing-page';
import { renderSignedIn } from '../../test/render-signed-in';
import { settled } from '../../test/settled';

// The whole signed-in page renders in jsdom and its data come through msw: give it time.
configure({ asyncUtilTimeout: 60_000 });
const slow = { timeout: 120_000 };

const backend = setUpTestBackend();
const LAGOS = 'Africa/Lagos';
const far = () => backend.db.state.bookings.find((b) => b.identifier === 'bk_confirmed_far')!;
const longDate = (instant: string) =>
  new Intl.DateTimeFormat('en', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: LAGOS,
  }).format(new Date(instant));

describe('"What clients see" (decision 0040)', () => {
  it(
    "shows the provider's own slots of the category, the booked ones marked, and the minimum notice",
    slow,
    async () => {
      const token = await backend.login('provider@example.com');
      await backend.call('POST', '/provider/availability-setting', {
        token,
        body: {
          categoryIdentifier: 'th_individual',
          sessionDurationMinutes: 60,
          bufferMinutes: 0,
          minimumNoticeHours: 24,
        },
      });
      await renderSignedIn(backend, 'provider', '/availability/?category=th_individual');
      const preview = await screen.findByRole('region', { name: 'What clients see' });
      const summary = await within(preview).findByTestId('preview-summary');
      expect(summary).toHaveTextContent(
        /^\d+ free slots and \d+ booked in the next two months\. Slots that start within 24 hours \(your minimum notice\) are not offered and not shown\.$/,
      );

      // The day of a confirmed session: its 10:00 slot is there, marked booked; the others are free.
      const user = userEvent.setup();
      const name = new RegExp(`, ${longDate(far().startTime!)}: \\d+ free slots?, [1-8] booked$`);
      for (let month = 0; month < 2 && !within(preview).queryByRole('button', { name }); month++)
        await user.click(within(preview).getByRole('button', { name: 'Go to the Next Month' }));
      await user.click(within(preview).getByRole('button', { name }));
      const slots = within(preview).getByTestId('preview-slots');
      const items = within(slots).getAllByRole('listitem');
      expect(items).toHaveLength(8);
      expect(items.find((li) => li.textContent?.startsWith('10:00 AM - 11:00 AM'))).toHaveTextContent(
        /^10:00 AM - 11:00 AMBooked$/,
      );
      expect(items.find((li) => li.textContent?.startsWith('9:00 AM - 10:00 AM'))).toHaveTextContent(
        /^9:00 AM - 10:00 AM$/,
      );
    },
  );
});

describe('the weekly hours and the sessions in the way (decision 0040)', () => {
  it(
    'closing a weekday under a booked session lists it, keeps the form as it was and saves nothing',
    slow,
    async () => {
      const start = far().startTime!;
      const weekday = weekdayOf(localDate(Date.parse(start), LAGOS));
      cancelSessionsOn(backend.db, 'pr_demo', LAGOS, [weekday], 'bk_confirmed_far');
      const dayName = new Intl.DateTimeFormat('en', { weekday: 'long', timeZone: LAGOS }).format(new Date(start));
      await renderSignedIn(backend, 'provider', '/availability/?category=th_individual');
      const user = userEvent.setup();
      const week = await screen.findByRole('region', { name: 'Weekly hours' });
      const available = await within(week).findByRole('checkbox', { name: `Available on ${dayName}` });
      await user.click(available);
      await user.click(within(week).getByRole('button', { name: 'Save weekly hours' }));

      const alert = await within(week).findByRole('alert');
      expect(alert).toHaveTextContent('A booked session stands in the way');
      expect(within(alert).getByTestId('bookings-in-the-way')).toHaveTextContent(
        `${longDate(start)}, 10:00 AM - 11:00 AM, with Grace Adeyemi`,
      );
      expect(within(alert).getByRole('link', { name: 'your appointments' })).toHaveAttribute('href', '/appointments/');
      expect(available).not.toBeChecked();
      expect(screen.queryByText(/Your new weekly hours leave booked sessions/)).not.toBeInTheDocument();
      expect(
        backend.db.state.providerCalendars.pr_demo?.weeks.general?.find((d) => d.weekday === weekday)?.isAvailable,
      ).toBe(true);

      // Ticked again, the week saves and the list goes.
      await user.click(available);
      await user.click(within(week).getByRole('button', { name: 'Save weekly hours' }));
      await waitFor(() => expect(within(week).queryByRole('alert')).not.toBeInTheDocument());
    },
  );
});

describe('the page without its calendar setup', () => {
  it('says so with Try again instead of a half-drawn page, and shows the page once it loads', slow, async () => {
    const failing = '/provider-availability/settings';
    const { view, retry } = await renderFailingPage(backend, 'provider', '/availability/', failing);
    expect(screen.queryByRole('heading', { name: 'Calendar setup' })).not.toBeInTheDocument();
    await retry();
    expect(await screen.findByRole('heading', { name: 'Calendar setup' })).toBeInTheDocument();
    await settled(view);
  });
});
