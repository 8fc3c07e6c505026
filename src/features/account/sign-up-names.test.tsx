// @vitest-environment jsdom
import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BASE, setUpTestBackend } from '../../../mocks/test-utils';
import { renderApp, resetBrowserState } from '../../test/render-app';
import { settled } from '../../test/settled';

// The page is a lazy chunk, compiled on first use, and the backend answers through msw: give it time.
configure({ asyncUtilTimeout: 20_000 });

const backend = setUpTestBackend();
const accountOf = (email: string) => backend.db.state.accounts.find((a) => a.email === email);

describe('signing up with a name', { timeout: 90_000 }, () => {
  it('refuses an invisible first name with its required message, keeps what was typed, then takes Jürgen Müller (issue 52 items 1 and 7)', async () => {
    resetBrowserState();
    const view = renderApp('/sign-up/', BASE);
    const user = userEvent.setup();
    const email = 'juergen@example.com';
    await user.type(await screen.findByLabelText('Email address'), email);
    await user.type(screen.getByLabelText('First name'), '\u200B\u200B\u2060');
    await user.type(screen.getByLabelText('Last name'), 'Müller');
    await user.type(screen.getByLabelText('Phone number'), '4915112345678');
    await user.type(screen.getByLabelText('Password', { exact: true }), 'grüße12');
    await user.type(screen.getByLabelText('Confirm password'), 'grüße12');
    await user.click(screen.getByLabelText(/I agree to the terms of use/));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Please enter your first name')).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveValue('\u200B\u200B\u2060');
    expect(accountOf(email)).toBeUndefined();

    await user.clear(screen.getByLabelText('First name'));
    await user.type(screen.getByLabelText('First name'), 'Jürgen ');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeInTheDocument();
    expect(accountOf(email)).toMatchObject({ firstName: 'Jürgen', lastName: 'Müller' });
    await settled(view);
  });
});
