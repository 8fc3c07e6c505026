// @vitest-environment jsdom
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ClientPublicProfile } from '../../../generated/model';
import { ids } from '../../../mocks/data/ids';
import { setFaults } from '../../../mocks/lib/faults';
import { setUpTestBackend } from '../../../mocks/test-utils';
import { renderSignedIn } from '../../test/render-signed-in';
import { renderFailingPage } from '../../test/failing-page';
import { settled } from '../../test/settled';
import { clientName } from './ClientPage';

// The page is a lazy chunk, compiled on first use, and the backend answers through msw: give it time.
configure({ asyncUtilTimeout: 20_000 });

const backend = setUpTestBackend();

describe('a client’s name', () => {
  const profile = { firstName: 'Grace', lastName: 'Adeyemi', userName: 'grace_a' } as ClientPublicProfile;
  it('is the full name, else the user name, else the fallback', () => {
    expect(clientName(profile, 'Client without a name')).toBe('Grace Adeyemi');
    expect(clientName({ ...profile, lastName: null }, '-')).toBe('Grace');
    expect(clientName({ ...profile, firstName: null, lastName: null }, '-')).toBe('grace_a');
    expect(clientName({ ...profile, firstName: null, lastName: null, userName: null }, '-')).toBe('-');
  });
});

describe('the client page', { timeout: 60_000 }, () => {
  it('shows a provider the client’s profile, their relation and their appointments', async () => {
    const view = await renderSignedIn(backend, 'provider', `/clients/${ids.client}/`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Grace Adeyemi' })).toBeInTheDocument();
    const relation = within(await screen.findByRole('region', { name: 'Your relation' }));
    expect(relation.getByText('This client has a booking with you that is not cancelled.')).toBeInTheDocument();
    const appointments = within(screen.getByRole('region', { name: 'Appointments with you' }));
    expect((await appointments.findAllByRole('listitem')).length).toBeGreaterThan(0);
    await settled(view);
  });

  it('tells a client the page is for therapists only', async () => {
    const view = await renderSignedIn(backend, 'client', `/clients/${ids.client}/`);
    expect(await screen.findByText('This page is for therapists only.')).toBeInTheDocument();
    await settled(view);
  });

  it('says so when the profile it cannot show without fails to load, and shows it on Try again', async () => {
    const { view, retry } = await renderFailingPage(
      backend,
      'provider',
      `/clients/${ids.client}/`,
      '/client/profile/*',
    );
    await retry();
    expect(await screen.findByRole('heading', { level: 1, name: 'Grace Adeyemi' })).toBeInTheDocument();
    await settled(view);
  });

  it('shows the profile when only the relation fails, with the relation’s own retry', async () => {
    setFaults([{ method: 'GET', path: '/clients/relation/*', status: 500 }]);
    const view = await renderSignedIn(backend, 'provider', `/clients/${ids.client}/`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Grace Adeyemi' })).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('This could not be loaded.');

    setFaults([]);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Your relation' })).toBeInTheDocument();
    await settled(view);
  });

  it('says so for a client the backend does not know', async () => {
    const view = await renderSignedIn(backend, 'provider', '/clients/cl_nobody/');
    expect(await screen.findByText('This client could not be found.')).toBeInTheDocument();
    await settled(view);
  });
});
