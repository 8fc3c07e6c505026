import { useIntl } from 'react-intl';
import type { ModalProps } from '../../lib/modal';
import { Dialog } from '../../ui/Dialog';

// Placeholder until the feature lands.
export default function RescheduledModal({ close }: ModalProps) {
  const intl = useIntl();
  return <Dialog title={intl.formatMessage({ id: 'scheduling.schedule.title' })} onClose={close} />;
}
