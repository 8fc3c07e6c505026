import { Toaster as Sonner } from 'sonner';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { toasterMounted } from '../lib/toast';

// Below the sticky header (h-16), so that a toast never covers the navigation: hovering a toast pauses it, and one
// lying over the links kept them out of reach for as long as the pointer stayed there.
const BELOW_HEADER = { top: 76 };

/** sonner's toaster, in its own chunk: toasts wait for it (lib/toast.ts), so none is lost while it loads. */
export default function SonnerToaster() {
  const intl = useIntl();
  useEffect(toasterMounted, []);
  return (
    <Sonner
      position="top-center"
      offset={BELOW_HEADER}
      mobileOffset={BELOW_HEADER}
      richColors
      closeButton
      duration={6000}
      containerAriaLabel={intl.formatMessage({ id: 'shell.notifications' })}
      toastOptions={{ closeButtonAriaLabel: intl.formatMessage({ id: 'common.close' }) }}
    />
  );
}
