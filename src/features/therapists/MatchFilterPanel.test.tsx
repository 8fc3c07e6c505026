// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { listenStrictly } from '../../../mocks/test-server';
import { seededApi } from '../../test/fixtures';
import { API, renderApp, resetBrowserState } from '../../test/render-app';

const seeded = seededApi();
const server = setupServer(http.all(`${API}/*`, ({ request }) => seeded.forward(request)));
listenStrictly(server);
beforeEach(() => resetBrowserState());

/** The URL's query as the address bar shows it. */
const queryOf = (router: ReturnType<typeof renderApp>['router']) =>
  Object.fromEntries(new URLSearchParams(router.state.location.href.split('?')[1] ?? ''));

/** The listing's filter panel's toggle, once the panel has loaded after the page. */
const panelToggle = () => screen.findByRole('button', { name: /^Filters/ }, { timeout: 30_000 });

describe('the listing’s filter panel', () => {
  // The first test also loads the panel's chunk and the app's: slow on a busy machine.
  it('starts closed with the best-match order and nothing to clear; opened, every filter says "any"', async () => {
    renderApp('/');
    const toggle = await panelToggle();
    expect(toggle).toHaveAccessibleName('Filters');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('match');
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Language' })).toBeNull();

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    for (const name of ['Online or in person', 'Language', 'Therapy', 'Therapy approach', 'Fee per session'])
      expect(screen.getByRole('combobox', { name })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'A free session within' })).toHaveDisplayValue('Any time');
    expect(screen.getByRole('checkbox', { name: 'Evenings after 18:00' })).not.toBeChecked();
    expect(screen.getByText(/^Times in your time zone: /)).toBeInTheDocument();
    // The options come from the catalogue and the languages, named in the page's language.
    expect(await screen.findByRole('option', { name: 'German' })).toBeInTheDocument();
    expect(await screen.findByRole('option', { name: 'Cognitive behavioural therapy (CBT)' })).toBeInTheDocument();
  }, 60_000);

  it('shows the URL’s filters, counts them, writes each change into the URL and clears all but state and order', async () => {
    const { router } = renderApp('/?state=st_ny&language=lg_de&evenings=true&sort=soonest');
    const toggle = await panelToggle();
    expect(toggle).toHaveAccessibleName('Filters (2)');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('soonest');
    await userEvent.click(toggle);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Language' })).toHaveDisplayValue('German'));
    expect(screen.getByRole('checkbox', { name: 'Evenings after 18:00' })).toBeChecked();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'A free session within' }), '7 days');
    await waitFor(() => expect(queryOf(router)).toMatchObject({ within: '7' }));
    expect(toggle).toHaveAccessibleName('Filters (3)');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'Any');
    await waitFor(() => expect(queryOf(router)).not.toHaveProperty('language'));

    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.href).toBe('/?state=st_ny&sort=soonest'));
    expect(toggle).toHaveAccessibleName('Filters');
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });

  it('keeps working when a list of options fails: "any" and the URL’s choice stay', async () => {
    server.use(http.get(`${API}/catalogue/religion`, () => HttpResponse.json({ message: 'down' }, { status: 500 })));
    const { router } = renderApp('/?religion=rl_kept');
    const toggle = await panelToggle();
    await userEvent.click(toggle);
    const religion = screen.getByRole('combobox', { name: 'Religion' });
    expect(religion).toHaveValue('rl_kept');
    expect(
      within(religion)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Any', 'rl_kept']);
    // The other lists came.
    expect(await screen.findByRole('option', { name: 'German' })).toBeInTheDocument();
    await userEvent.selectOptions(religion, 'Any');
    await waitFor(() => expect(queryOf(router)).not.toHaveProperty('religion'));
  });
});
