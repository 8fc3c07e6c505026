// @vitest-environment jsdom
import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emails } from '../../../mocks/data/ids';
import { readOutbox } from '../../../mocks/lib/outbox';
import { BASE, setUpTestBackend } from '../../../mocks/test-utils';
import { renderApp, resetBrowserState } from '../../test/render-app';
import { settled } from '../../test/settled';

// The page is a lazy chunk compiled on first use, and the backend answers through msw: on a busy machine that takes time.
configure({ asyncUtilTimeout: 20_000 });

const backend = setUpTestBackend();

/** Asks for a reset link for `email` on the forgot-password page, and returns the page once it has answered. */
async function askForReset(email: string) {
  resetBrowserState();
  const view = renderApp('/forgot-password/', BASE);
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email address'), email);
  await user.click(screen.getByRole('button', { name: 'Send reset link' }));
  // The address is in bold inside the sentence.
  const answer = `If an account exists for ${email}, we sent a link to reset your password.`;
  expect(await screen.findAllByText((_, element) => element?.textContent === answer)).not.toHaveLength(0);
  return view;
}

describe('asking for a password reset', { timeout: 60_000 }, () => {
  it('gives an unknown address the same neutral answer as a known one, and sends it no mail', async () => {
    const before = readOutbox(backend.db).length;
    const view = await askForReset('nobody@example.com');
    await settled(view);
    expect(readOutbox(backend.db)).toHaveLength(before);
    view.unmount();

    // A known address gets the same words, and the mail.
    const known = await askForReset(emails.client);
    await settled(known);
    expect(readOutbox(backend.db)).toHaveLength(before + 1);
    expect(readOutbox(backend.db)[0]).toMatchObject({ kind: 'reset', to: emails.client });
  });
});
