// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { listenStrictly } from '../../../mocks/test-server';
import { seededApi } from '../../test/fixtures';
import { API, renderApp, resetBrowserState } from '../../test/render-app';

const seeded = seededApi();

const server = setupServer(http.get(`${API}/region/country/code/US/states`, ({ request }) => seeded.forward(request)));
listenStrictly(server);
beforeEach(() => resetBrowserState());

describe('the USA states picker', () => {
  // The login page's own `redirect` param must survive.
  const url = '/login/?redirect=%2Foverview%2F&modal=state-picker';

  it('filters as one types and says when nothing matches', async () => {
    renderApp(url);
    const user = userEvent.setup();
    const input = await screen.findByRole('combobox', { name: 'State' }, { timeout: 10_000 });
    await user.type(input, 'new');
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      'New HampshireNH',
      'New JerseyNJ',
      'New MexicoNM',
      'New YorkNY',
    ]);
    await user.clear(input);
    await user.type(input, 'zzz');
    expect(await screen.findByText('No matching options found')).toBeInTheDocument();
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('asks for a state first', async () => {
    const { router } = renderApp(url);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Find Therapist' }, { timeout: 10_000 }));
    expect(await screen.findByText('Please select a state')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveAttribute('aria-invalid', 'true');
    expect(router.state.location.search).toEqual({ redirect: '/overview/', modal: 'state-picker' });
  });

  it('Find Therapist writes `state` into the current page query, keeps the rest and closes', async () => {
    const { router } = renderApp(url);
    const user = userEvent.setup();
    await user.type(await screen.findByRole('combobox', { name: 'State' }, { timeout: 10_000 }), 'tex');
    await user.click(await screen.findByRole('option', { name: 'Texas' }));
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveValue('Texas');
    await user.click(screen.getByRole('button', { name: 'Find Therapist' }));
    await waitFor(() => expect(router.state.location.href).toBe('/login/?redirect=%2Foverview%2F&state=st_tx'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
