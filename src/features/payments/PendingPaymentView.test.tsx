// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { RawIntlProvider } from 'react-intl';
import { intl } from '../../lib/i18n';
import { DELAY_NOTICE_MS, ICON_INTERVAL_MS, PendingPaymentView } from './PendingPaymentView';

const renderView = (free: boolean, onChooseAgain?: () => void) =>
  render(
    <RawIntlProvider value={intl}>
      <PendingPaymentView free={free} onChooseAgain={onChooseAgain} />
    </RawIntlProvider>,
  );
const icon = () => screen.getByTestId('pending-icon').getAttribute('data-icon');
const advance = (ms: number) => act(() => void vi.advanceTimersByTime(ms));

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('PendingPaymentView', () => {
  it('changes its icon every 350 ms and goes round', () => {
    renderView(false);
    expect(ICON_INTERVAL_MS).toBe(350);
    expect(icon()).toBe('card');
    advance(349);
    expect(icon()).toBe('card');
    advance(1);
    expect(icon()).toBe('lock');
    advance(350);
    expect(icon()).toBe('calendar');
    advance(350);
    expect(icon()).toBe('shield');
    advance(350);
    expect(icon()).toBe('card');
  });

  it('keeps one icon when the user prefers reduced motion', () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) => ({ matches: query.includes('reduce'), media: query }) as MediaQueryList,
    );
    renderView(false);
    advance(3_000);
    expect(icon()).toBe('card');
  });

  it('stops changing its icon when the user asks for less motion while it is up, and goes on when they no longer do', () => {
    let reduce = false;
    const listeners = new Set<() => void>();
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          get matches() {
            return query.includes('reduce') && reduce;
          },
          media: query,
          addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
          removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
        }) as unknown as MediaQueryList,
    );
    const prefer = (value: boolean) =>
      act(() => {
        reduce = value;
        listeners.forEach((listener) => listener());
      });
    renderView(false);
    advance(350);
    expect(icon()).toBe('lock');
    prefer(true);
    expect(icon()).toBe('card');
    advance(3_000);
    expect(icon()).toBe('card');
    prefer(false);
    advance(350);
    expect(icon()).not.toBe('card');
  });

  it('adds the delay notice with a refresh link after 15 seconds, not before', () => {
    const chooseAgain = vi.fn();
    renderView(false, chooseAgain);
    expect(DELAY_NOTICE_MS).toBe(15_000);
    advance(14_999);
    expect(screen.queryByText('This is taking longer than expected.')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Refresh the page' })).not.toBeInTheDocument();
    advance(1);
    expect(screen.getByText('This is taking longer than expected.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Refresh the page' })).toHaveAttribute('href', window.location.href);
    fireEvent.click(screen.getByRole('button', { name: 'Choose another payment method' }));
    expect(chooseAgain).toHaveBeenCalledOnce();
  });

  it('a paid booking: the request text and the SSL line', () => {
    renderView(false);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent("Please don't close this window!");
    expect(status).toHaveTextContent('We are processing your request');
    expect(status).not.toHaveTextContent('We are processing your session booking');
    expect(screen.getByText('Secure 256-bit SSL encrypted payment')).toBeInTheDocument();
  });

  it('a free booking: the session-booking text and no SSL line', () => {
    renderView(true);
    expect(screen.getByText("Please don't close this window!")).toBeInTheDocument();
    expect(screen.getByText('We are processing your session booking')).toBeInTheDocument();
    expect(screen.queryByText('We are processing your request')).not.toBeInTheDocument();
    expect(screen.queryByText('Secure 256-bit SSL encrypted payment')).not.toBeInTheDocument();
    advance(15_000);
    expect(screen.queryByRole('button', { name: 'Choose another payment method' })).not.toBeInTheDocument();
  });

  it('makes the app behind it inert while it is up', () => {
    const root = document.createElement('div');
    root.id = 'root';
    document.body.append(root);
    const view = renderView(false);
    expect(root.inert).toBe(true);
    view.unmount();
    expect(root.inert).toBe(false);
    root.remove();
  });
});
