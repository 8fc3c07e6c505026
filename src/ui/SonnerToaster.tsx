import { Toaster as Sonner } from 'sonner';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { toasterMounted } from '../lib/toast';

/** sonner's toaster, in its own chunk: toasts wait for it (lib/toast.ts), so none is lost while it loads. */
export default function SonnerToaster() {
  const intl = useIntl();
  useEffect(toasterMounted, []);
  return (
    <Sonner
      position="top-center"
      richColors
      closeButton
      duration={6000}
      containerAriaLabel={intl.formatMessage({ id: 'shell.notifications' })}
      toastOptions={{ closeButtonAriaLabel: intl.formatMessage({ id: 'common.close' }) }}
    />
  );
}
