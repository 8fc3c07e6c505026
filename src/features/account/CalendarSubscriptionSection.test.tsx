// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { listenStrictly } from '../../../mocks/test-server';
import { startSession } from '../../lib/session';
import { seededApi, shellHandlers } from '../../test/fixtures';
import { API, loginResponse, renderApp, resetBrowserState } from '../../test/render-app';

const seeded = seededApi();
const sent: string[] = [];
const server = setupServer(
  ...['/user/info', '/user/timezone', '/region/user-timezone', '/region/country', '/region/languages'].map((path) =>
    http.get(`${API}${path}`, ({ request }) => seeded.forward(request, 'client')),
  ),
  http.all(`${API}/user/calendar-subscription*`, ({ request }) => {
    if (request.method !== 'GET') sent.push(`${request.method} ${new URL(request.url).pathname}`);
    return seeded.forward(request, 'client');
  }),
  ...shellHandlers(seeded, API),
);
listenStrictly(server);
beforeEach(() => {
  resetBrowserState();
  startSession(loginResponse());
  sent.length = 0;
});

const section = () => screen.findByRole('region', { name: 'Calendar subscription' }, { timeout: 8_000 });

describe('the settings page’s calendar subscription', () => {
  it('turns on, says what the link gives access to, copies the link, and replaces it only after a confirm step', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderApp('/account/settings/');
    const calendar = within(await section());
    expect(
      calendar.getByText(/Anyone who has this link can see the dates and times of your sessions/),
    ).toHaveTextContent('It carries no notes, messages or payments.');
    await user.click(calendar.getByRole('button', { name: 'Turn on calendar subscription' }));
    const field = await calendar.findByRole('textbox', { name: 'Your private calendar link' });
    const first = (field as HTMLInputElement).value;
    expect(first).toMatch(/\/calendar-feed\/[\w-]{43}$/);
    expect(sent).toEqual(['PUT /user/calendar-subscription']);

    await user.click(calendar.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(first);
    expect(await calendar.findByText('Link copied.')).toBeInTheDocument();

    // The first click only asks; keeping the link sends nothing.
    await user.click(calendar.getByRole('button', { name: 'Replace link' }));
    const confirm = calendar.getByRole('group', { name: 'Replace link' });
    expect(confirm).toHaveTextContent('The current link stops working at once');
    await user.click(within(confirm).getByRole('button', { name: 'Keep the current link' }));
    expect(sent).toEqual(['PUT /user/calendar-subscription']);
    expect(calendar.getByRole('textbox', { name: 'Your private calendar link' })).toHaveValue(first);

    await user.click(calendar.getByRole('button', { name: 'Replace link' }));
    await user.click(
      within(calendar.getByRole('group', { name: 'Replace link' })).getByRole('button', { name: 'Replace link' }),
    );
    await waitFor(() =>
      expect(calendar.getByRole('textbox', { name: 'Your private calendar link' })).not.toHaveValue(first),
    );
    expect(calendar.getByRole<HTMLInputElement>('textbox', { name: 'Your private calendar link' }).value).toMatch(
      /\/calendar-feed\/[\w-]{43}$/,
    );
    expect(sent).toEqual(['PUT /user/calendar-subscription', 'POST /user/calendar-subscription/replace']);
    expect(await screen.findByText('A new calendar link was made. The old one no longer works.')).toBeInTheDocument();

    await user.click(calendar.getByRole('button', { name: 'Turn off' }));
    expect(await calendar.findByRole('button', { name: 'Turn on calendar subscription' })).toBeInTheDocument();
    expect(calendar.queryByRole('textbox', { name: 'Your private calendar link' })).not.toBeInTheDocument();
  });
});
