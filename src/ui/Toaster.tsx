import { Toaster as Sonner } from 'sonner';
import { useIntl } from 'react-intl';

export function Toaster() {
  const intl = useIntl();
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
