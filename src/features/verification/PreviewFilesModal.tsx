import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { ModalProps } from '../../lib/modal-descriptor';
import { Dialog } from '../../ui/Dialog';
import { LoadingBlock } from '../../ui/Spinner';
import { FilePreview } from '../files';
import { insuranceQuery, qualificationsQuery } from './queries';

/** The "preview files" modal: one uploaded qualification or insurance file, shown safely (image, sandboxed PDF, download). */
export default function PreviewFilesModal({ fileId, close }: ModalProps<{ fileId: string }>) {
  const intl = useIntl();
  const qualifications = useQuery(qualificationsQuery()).data;
  const insurance = useQuery(insuranceQuery()).data;
  const file = [...(qualifications?.items.flatMap((q) => q.files) ?? []), ...(insurance?.items ?? [])].find(
    (f) => f.identifier === fileId,
  );
  const loading = !qualifications || !insurance;
  return (
    <Dialog size="lg" title={file?.name ?? intl.formatMessage({ id: 'credentials.previewTitle' })} onClose={close}>
      {file ? (
        <FilePreview url={file.url} name={file.name} />
      ) : loading ? (
        <LoadingBlock />
      ) : (
        <p className="text-sm text-slate-700">{intl.formatMessage({ id: 'credentials.fileGone' })}</p>
      )}
    </Dialog>
  );
}
