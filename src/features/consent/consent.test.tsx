// @vitest-environment jsdom
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { BASE, setUpTestBackend } from '../../../mocks/test-utils';
import { CONSENT_COOKIE, consentFor, readConsent, saveConsent } from '../../lib/consent';
import { renderApp, resetBrowserState } from '../../test/render-app';
import { settled } from '../../test/settled';

// The banner is a lazy chunk, compiled on first use: give it time.
configure({ asyncUtilTimeout: 20_000 });

setUpTestBackend();

/** A visitor who has not made the cookie choice yet, on a public page. */
function firstVisit() {
  resetBrowserState();
  Cookies.remove(CONSENT_COOKIE, { path: '/' });
  return renderApp('/privacy-policy/', BASE);
}

const banner = () => screen.findByRole('region', { name: 'Cookies on Therapy Booking' });

describe('the cookie banner', { timeout: 60_000 }, () => {
  it('asks on a first visit, stores Reject All and is not shown again', async () => {
    const view = firstVisit();
    const user = userEvent.setup();
    await user.click(within(await banner()).getByRole('button', { name: 'Reject All' }));
    expect(readConsent()).toEqual(consentFor('reject'));
    expect(screen.queryByRole('region', { name: 'Cookies on Therapy Booking' })).not.toBeInTheDocument();
    await settled(view);
    view.unmount();

    // A later visit: a fresh app over the stored choice.
    await settled(renderApp('/privacy-policy/', BASE));
    expect(screen.queryByRole('region', { name: 'Cookies on Therapy Booking' })).not.toBeInTheDocument();
  });

  it('lets the visitor choose each category, with essential cookies always on', async () => {
    const view = firstVisit();
    const user = userEvent.setup();
    await user.click(within(await banner()).getByRole('button', { name: 'Customize' }));
    const panel = within(await screen.findByRole('region', { name: 'Cookie settings' }));
    expect(panel.getByRole('switch', { name: 'Essential' })).toBeChecked();
    expect(panel.getByRole('switch', { name: 'Essential' })).toBeDisabled();
    await user.click(panel.getByRole('switch', { name: 'Analytics' }));
    await user.click(panel.getByRole('button', { name: 'Save Preferences' }));
    expect(readConsent()).toEqual(consentFor({ analytics: true, personalization: false, advertising: false }));
    expect(screen.queryByRole('region', { name: 'Cookie settings' })).not.toBeInTheDocument();
    await settled(view);
  });

  it('opens from the footer with the stored choice, and Close changes nothing', async () => {
    resetBrowserState();
    saveConsent(consentFor({ analytics: false, personalization: true, advertising: false }));
    const view = renderApp('/privacy-policy/', BASE);
    await settled(view);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Cookie settings' }));
    const panel = within(await screen.findByRole('region', { name: 'Cookie settings' }));
    expect(panel.getByRole('switch', { name: 'Personalization' })).toBeChecked();
    expect(panel.getByRole('switch', { name: 'Analytics' })).not.toBeChecked();
    await user.click(panel.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('region', { name: 'Cookie settings' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cookie settings' })).toHaveFocus();
    expect(readConsent()?.value).toBe('custom');
  });
});
