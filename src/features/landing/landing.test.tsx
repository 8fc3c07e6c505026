// @vitest-environment jsdom
import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BASE, setUpTestBackend } from '../../../mocks/test-utils';
import { renderApp, resetBrowserState } from '../../test/render-app';
import { renderSignedIn } from '../../test/render-signed-in';
import { settled } from '../../test/settled';

// The page is a lazy chunk, compiled on first use, and its listing comes through msw: give it time.
configure({ asyncUtilTimeout: 20_000 });

const backend = setUpTestBackend();

const heading = 'Find the right therapist and book your session in minutes';
const hero = () => screen.findByRole('heading', { level: 1, name: heading });
const hrefs = (name: string) => screen.queryAllByRole('link', { name }).map((link) => link.getAttribute('href'));

describe('the home page', { timeout: 60_000 }, () => {
  it('asks a visitor to sign in or create an account, and leads to the sign-in page', async () => {
    resetBrowserState();
    const view = renderApp('/', BASE);
    await hero();
    expect(hrefs('Create an account')).toContain('/sign-up/');
    expect(screen.getByRole('heading', { level: 2, name: 'How it works' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Find a therapist and book a session · /);
    await settled(view);
    await userEvent.setup().click(screen.getByRole('link', { name: 'Sign in to book' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    await settled(view);
  });

  it('sends a signed-in user to their overview instead', async () => {
    const view = await renderSignedIn(backend, 'client', '/');
    await hero();
    // The hero's call to action and the one that ends the page.
    expect(hrefs('Go to your overview')).toEqual(['/overview/', '/overview/']);
    expect(hrefs('Sign in to book')).toEqual([]);
    expect(hrefs('Create an account')).toEqual([]);
    await settled(view);
  });
});
