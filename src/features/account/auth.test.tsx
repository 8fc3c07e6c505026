// @vitest-environment jsdom
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createIntl } from 'react-intl';
import accountDe from 'virtual:messages/de/account';
import accountEn from 'virtual:messages/en/account';
import { z } from 'zod/mini';
import { DEMO_PASSWORD, emails } from '../../../mocks/data/ids';
import { setUpTestBackend } from '../../../mocks/test-utils';
import { de, en } from '../../lib/i18n/messages';
import { getSession } from '../../lib/session';
import { renderApp, resetBrowserState } from '../../test/render-app';
import { renderSignedIn } from '../../test/render-signed-in';
import { settled } from '../../test/settled';
import { BASE } from '../../../mocks/test-utils';
import { translator } from '../../lib/i18n/translate';
import { loginSchema } from './login-schema';
import accountMessages from './messages';

// The pages are lazy chunks, compiled on first use, and the backend answers through msw: give them time.
configure({ asyncUtilTimeout: 20_000 });

const backend = setUpTestBackend();

// The shared messages and the account's own (its part, compiled by the messages plugin).
const messagesOf = { en: { ...en, ...accountEn }, de: { ...de, ...accountDe } };

/** The messages the login schema gives `value`, by field. */
function problems(value: { email: string; password: string }, language: keyof typeof messagesOf = 'en') {
  const result = loginSchema(
    translator(createIntl({ locale: 'en', messages: messagesOf[language] }), accountMessages),
  ).safeParse(value);
  return result.success ? {} : z.flattenError(result.error).fieldErrors;
}

describe('the login rules', () => {
  it('asks for an email address and a password', () => {
    expect(problems({ email: '', password: '' })).toEqual({
      email: ['Please enter your email address'],
      password: ['Please enter your password'],
    });
  });

  it('takes a valid email and a password of 6 to 32 characters', () => {
    expect(problems({ email: 'client@', password: '12345' })).toEqual({
      email: ['Please enter a valid email address'],
      password: ['Password must be at least 6 characters'],
    });
    expect(problems({ email: 'a@b.co', password: 'x'.repeat(33) })).toEqual({
      password: ['Password must be at most 32 characters'],
    });
    expect(problems({ email: 'a@b.co', password: '123456' })).toEqual({});
    expect(problems({ email: 'a@b.co', password: 'x'.repeat(32) })).toEqual({});
  });

  it('speaks German', () => {
    expect(problems({ email: '', password: '123' }, 'de')).toEqual({
      email: ['Bitte geben Sie Ihre E-Mail-Adresse ein'],
      password: ['Das Passwort muss mindestens 6 Zeichen lang sein'],
    });
  });
});

describe('the login page', { timeout: 60_000 }, () => {
  it('signs the demo client in with what was typed and lands on the overview', async () => {
    resetBrowserState();
    const view = renderApp('/login/', BASE);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email address'), emails.client);
    await user.type(screen.getByLabelText('Password'), DEMO_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Hello, Grace' })).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/overview/');
    // The token the backend issued for these credentials is the one the app keeps.
    const token = getSession()?.token ?? '';
    expect((await backend.call('GET', '/user/info', { token })).body).toMatchObject({ email: emails.client });
    await settled(view);
  });

  it('keeps what was typed when the backend refuses the password', async () => {
    resetBrowserState();
    const view = renderApp('/login/', BASE);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email address'), emails.client);
    await user.type(screen.getByLabelText('Password'), 'Wrong-password1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Invalid email or password.')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveValue('Wrong-password1');
    expect(view.router.state.location.pathname).toBe('/login/');
    expect(getSession()).toBeNull();
    await settled(view);
  });
  it('after five wrong passwords tells even the right one to wait, with the wait, and keeps what was typed', async () => {
    for (let attempt = 1; attempt <= 4; attempt++) {
      const wrong = await backend.call('POST', '/user/login', {
        body: { email: emails.client, password: 'Wrong-password1' },
      });
      expect(wrong.status).toBe(401);
    }
    resetBrowserState();
    const view = renderApp('/login/', BASE);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email address'), emails.client);
    const password = screen.getByLabelText('Password');
    await user.type(password, 'Wrong-password1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Invalid email or password.')).toBeInTheDocument();
    await user.clear(password);
    await user.type(password, DEMO_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Too many attempts. Please try again in 15 minutes.')).toBeInTheDocument();
    expect(password).toHaveValue(DEMO_PASSWORD);
    expect(view.router.state.location.pathname).toBe('/login/');
    expect(getSession()).toBeNull();
    await settled(view);
  });
});

describe('signing out', { timeout: 60_000 }, () => {
  it('revokes the token on the server and leaves for the home page', async () => {
    const view = await renderSignedIn(backend, 'client', '/overview/?modal=sign-out');
    const token = getSession()?.token ?? '';
    const dialog = within(await screen.findByRole('dialog', { name: 'Sign out?' }));
    await userEvent.setup().click(dialog.getByRole('button', { name: 'Sign out' }));
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Find the right therapist and book your session in minutes',
      }),
    ).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/');
    expect(getSession()).toBeNull();
    expect((await backend.call('GET', '/user/info', { token })).status).toBe(401);
    await settled(view);
  });
});
