import { useQuery } from '@tanstack/react-query';
import type { ModalProps } from '../../lib/modal-descriptor';
import { Dialog } from '../../ui/Dialog';
import { LoadingBlock } from '../../ui/Spinner';
import { FilePreview } from '../files';
import { insuranceQuery, qualificationsQuery } from './queries';
import { useT } from '../../lib/i18n/translate';
import messages from './messages';

/** The "preview files" modal: one uploaded qualification or insurance file, shown safely (image, sandboxed PDF, download). */
export default function PreviewFilesModal({ fileId, close }: ModalProps<{ fileId: string }>) {
  const t = useT(messages);
  const qualifications = useQuery(qualificationsQuery()).data;
  const insurance = useQuery(insuranceQuery()).data;
  const file = [...(qualifications?.items.flatMap((q) => q.files) ?? []), ...(insurance?.items ?? [])].find(
    (f) => f.identifier === fileId,
  );
  const loading = !qualifications || !insurance;
  return (
    <Dialog size="lg" title={file?.name ?? t('verification.credentials.previewTitle')} onClose={close}>
      {file ? (
        <FilePreview url={file.url} name={file.name} />
      ) : loading ? (
        <LoadingBlock />
      ) : (
        <p className="text-sm text-slate-700">{t('verification.credentials.fileGone')}</p>
      )}
    </Dialog>
  );
}
