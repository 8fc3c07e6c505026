// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import { RawIntlProvider } from 'react-intl';
import { toast } from 'sonner';
import { Toaster } from '../ui/Toaster';
import { intl } from './i18n';
import { dismissToast, toastMessage, toastSuccess } from './toast';

/** A toast raised after the ones under test shows once they have: a second copy would be on screen by then. */
async function toastRaisedLater() {
  toastSuccess('Raised later');
  expect(await screen.findByText('Raised later')).toBeInTheDocument();
}

const renderToaster = () =>
  render(
    <RawIntlProvider value={intl}>
      <Toaster />
    </RawIntlProvider>,
  );
afterEach(() => toast.dismiss());

describe('toasts with the same text', () => {
  it('show once while one is on screen', async () => {
    renderToaster();
    toastSuccess('Saved once');
    toastSuccess('Saved once');
    expect(await screen.findByText('Saved once')).toBeInTheDocument();
    await toastRaisedLater();
    expect(screen.getAllByText('Saved once')).toHaveLength(1);
  });

  // A second save while the first one's toast was leaving merged into the leaving toast, and both were gone.
  it('show again when asked for while the previous one is leaving', async () => {
    renderToaster();
    toastMessage('info', 'Saved again', 'saved');
    expect(await screen.findByText('Saved again')).toBeInTheDocument();
    dismissToast('saved');
    // sonner marks a leaving toast `data-removed` (and says it closed) before taking it out of the page
    // eslint-disable-next-line testing-library/no-node-access -- the leaving state is only in sonner's data attribute
    const leaving = () => document.querySelector('[data-sonner-toast][data-removed="true"]');
    await waitFor(() => expect(leaving()).not.toBeNull());
    toastMessage('info', 'Saved again', 'saved');
    await waitFor(() => expect(leaving()).toBeNull());
    await toastRaisedLater();
    expect(screen.getByText('Saved again')).toBeInTheDocument();
  });
});
