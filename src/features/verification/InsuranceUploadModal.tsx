import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, Plus, X, XCircle } from 'lucide-react';
import { useRef, useState } from 'react';
import { getUploadProviderIndemnityInsuranceMutationOptions } from '../../../generated/api/provider/upload-provider-indemnity-insurance';
import type { ModalProps } from '../../lib/modal-descriptor';
import { useSend } from '../../lib/mutation';
import { refreshDomains } from '../../lib/query-keys';
import { errorText, toastSuccess } from '../../lib/toast';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Spinner } from '../../ui/Spinner';
import { DOCUMENT_ACCEPT, documentFileProblem, shortFileName, useFileProblemText } from '../files';
import { useFileSize } from './CredentialsPage';
import { useT } from '../../lib/i18n/translate';
import messages from './messages';

type Status = 'ready' | 'uploading' | 'done' | 'failed';
interface Entry {
  key: number;
  file: File;
  status: Status;
  error?: string;
}

/**
 * The "files upload" modal for indemnity insurance: the chosen files (long names cut, size in kB) with remove and add
 * controls. The call takes one file, so Upload Qualification sends one request per file, shows each one's progress and
 * result, and a second press retries only the failed ones. Wrong types and files over 10 MB are refused before sending.
 */
export default function InsuranceUploadModal({ close }: ModalProps) {
  const t = useT(messages);
  const fileProblemText = useFileProblemText();
  const queryClient = useQueryClient();
  const size = useFileSize();
  const input = useRef<HTMLInputElement>(null);
  const nextKey = useRef(0);
  const [entries, setEntries] = useState<Entry[]>([]);
  const [running, setRunning] = useState(false);
  const upload = useSend(getUploadProviderIndemnityInsuranceMutationOptions(), { handles: () => true });
  const setStatus = (key: number, status: Status, error?: string) =>
    setEntries((list) => list.map((e) => (e.key === key ? { ...e, status, error } : e)));

  function add(files: FileList | null) {
    const chosen = Array.from(files ?? []).map((file) => ({ key: nextKey.current++, file, status: 'ready' as const }));
    setEntries((list) => [...list, ...chosen]);
    if (input.current) input.current.value = '';
  }

  const sendable = entries.filter((e) => !documentFileProblem(e.file) && e.status !== 'done');
  async function uploadAll() {
    setRunning(true);
    let failed = 0;
    for (const entry of sendable) {
      setStatus(entry.key, 'uploading');
      const result = await upload.send({ data: { file: entry.file } });
      if (result.ok) setStatus(entry.key, 'done');
      else {
        failed++;
        setStatus(entry.key, 'failed', errorText(result.error));
      }
    }
    await refreshDomains(queryClient, ['provider']);
    setRunning(false);
    if (failed === 0) {
      toastSuccess(t('verification.credentials.uploaded'));
      close();
    }
  }

  const anyFailed = entries.some((e) => e.status === 'failed');
  return (
    <Dialog
      title={t('verification.insurance.modal.title')}
      description={t('verification.insurance.modal.intro')}
      onClose={close}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button busy={running} disabled={sendable.length === 0} onClick={() => void uploadAll()}>
            {t(anyFailed ? 'verification.insurance.retry' : 'verification.insurance.upload')}
          </Button>
        </>
      }
    >
      <input
        ref={input}
        type="file"
        multiple
        accept={DOCUMENT_ACCEPT}
        className="sr-only"
        tabIndex={-1}
        aria-hidden
        onChange={(e) => add(e.target.files)}
        data-testid="insurance-file-input"
      />
      {entries.length === 0 ? (
        <p className="text-sm text-slate-600">{t('verification.insurance.empty')}</p>
      ) : (
        <ul aria-label={t('verification.credentials.chosen')} className="flex flex-col divide-y divide-slate-100">
          {entries.map((e) => {
            const problem = documentFileProblem(e.file);
            return (
              <li key={e.key} data-file={e.file.name} className="flex items-center justify-between gap-3 py-2.5">
                <div className="min-w-0 text-sm">
                  <p className="font-medium text-slate-900" title={e.file.name}>
                    {shortFileName(e.file.name)}
                  </p>
                  <p className={problem || e.status === 'failed' ? 'text-rose-700' : 'text-slate-600'}>
                    {problem
                      ? fileProblemText(problem)
                      : `${size(e.file.size)} · ${t(`verification.insurance.status.${e.status}`)}${e.error ? `: ${e.error}` : ''}`}
                  </p>
                </div>
                <StatusIcon status={problem ? 'failed' : e.status} />
                {(e.status === 'ready' || e.status === 'failed') && !running && (
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={t('verification.insurance.remove', { name: e.file.name })}
                    onClick={() => setEntries((list) => list.filter((x) => x.key !== e.key))}
                  >
                    <X className="size-4" aria-hidden />
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <Button variant="secondary" size="sm" className="mt-4" disabled={running} onClick={() => input.current?.click()}>
        <Plus className="size-4" aria-hidden />
        {t('verification.insurance.addFile')}
      </Button>
    </Dialog>
  );
}

function StatusIcon({ status }: { status: Status }) {
  if (status === 'uploading') return <Spinner className="size-5" decorative />;
  if (status === 'done') return <CheckCircle2 className="size-5 shrink-0 text-teal-700" aria-hidden />;
  if (status === 'failed') return <XCircle className="size-5 shrink-0 text-rose-700" aria-hidden />;
  return null;
}
