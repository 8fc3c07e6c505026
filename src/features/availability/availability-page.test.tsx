// @vitest-environment jsdom
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTestBackend } from '../../../mocks/test-utils';
import { renderAppAs } from '../../test/render-app';

// The whole signed-in page renders in jsdom and its data come through msw: give it time.
configure({ asyncUtilTimeout: 60_000 });
const slow = { timeout: 120_000 };

// eslint-disable-next-line react-hooks/rules-of-hooks -- a Vitest fixture (beforeEach/afterAll), not a React hook
const backend = useTestBackend();
const LAGOS = 'Africa/Lagos';
const far = () => backend.db.state.bookings.find((b) => b.identifier === 'bk_confirmed_far')!;
const longDate = (instant: string) => new Intl.DateTimeFormat('en', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: LAGOS }).format(new Date(instant));

describe('"What clients see" (decision 0114)', () => {
  it("shows the provider's own slots of the category, the booked ones marked, and the minimum notice", slow, async () => {
    const token = await backend.login('provider@example.com');
    await backend.call('POST', '/provider/availability-setting', { token, body: { categoryIdentifier: 'th_individual', sessionDurationMinutes: 60, bufferMinutes: 0, minimumNoticeHours: 24 } });
    await renderAppAs(backend, 'provider', '/availability/?category=th_individual');
    const preview = await screen.findByRole('region', { name: 'What clients see' });
    const summary = await within(preview).findByTestId('preview-summary');
    expect(summary).toHaveTextContent(/^\d+ free slots and \d+ booked in the next two months\. Slots that start within 24 hours \(your minimum notice\) are not offered and not shown\.$/);

    // The day of a confirmed session: its 10:00 slot is there, marked booked; the others are free.
    const user = userEvent.setup();
    const name = new RegExp(`, ${longDate(far().startTime!)}: \\d+ free slots?, [1-8] booked$`);
    for (let month = 0; month < 2 && !within(preview).queryByRole('button', { name }); month++) await user.click(within(preview).getByRole('button', { name: 'Go to the Next Month' }));
    await user.click(within(preview).getByRole('button', { name }));
    const slots = within(preview).getByTestId('preview-slots');
    const items = within(slots).getAllByRole('listitem');
    expect(items).toHaveLength(8);
    expect(items.find((li) => li.textContent?.startsWith('10:00 AM - 11:00 AM'))).toHaveTextContent(/^10:00 AM - 11:00 AMBooked$/);
    expect(items.find((li) => li.textContent?.startsWith('9:00 AM - 10:00 AM'))).toHaveTextContent(/^9:00 AM - 10:00 AM$/);
  });
});
