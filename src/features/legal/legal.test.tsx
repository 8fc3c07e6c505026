// @vitest-environment jsdom
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BASE, setUpTestBackend } from '../../../mocks/test-utils';
import { renderApp, resetBrowserState } from '../../test/render-app';
import { settled } from '../../test/settled';

// The pages are lazy chunks, compiled on first use: give them time.
configure({ asyncUtilTimeout: 20_000 });

setUpTestBackend();
beforeEach(resetBrowserState);

describe('the legal pages', { timeout: 60_000 }, () => {
  it('the privacy policy shows its date and every section', async () => {
    const view = renderApp('/privacy-policy/', BASE);
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy policy' })).toBeInTheDocument();
    expect(screen.getByText('Last updated: November 1, 2026')).toBeInTheDocument();
    const sections = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(sections).toHaveLength(11);
    expect(sections).toEqual(expect.arrayContaining(['Who we are', 'Sensitive information', 'Changes to this policy']));
    await settled(view);
  });

  it('the terms of use lead on to the privacy policy', async () => {
    const view = renderApp('/terms/', BASE);
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of use' })).toBeInTheDocument();
    expect(screen.getByText('Last updated: November 2026')).toBeInTheDocument();
    expect(screen.getByText(/^These terms govern your use of the marketplace/)).toBeInTheDocument();
    await userEvent.setup().click(within(screen.getByRole('main')).getByRole('link', { name: 'Privacy policy' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy policy' })).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/privacy-policy/');
    await settled(view);
  });
});
