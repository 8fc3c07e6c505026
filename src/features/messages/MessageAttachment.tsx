import { Paperclip } from 'lucide-react';
import { useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { MessageAttachment as Attachment } from '../../../generated/model';
import { FilePreview } from '../files';

/**
 * One attachment of a message: its name and size, opening to its preview. The preview is rendered only while it is
 * open, so that a conversation fetches no file (and loads no PDF renderer) until someone asks to see one.
 */
export function MessageAttachment({ file }: { file: Attachment }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  if (!file.url) {
    return (
      <span className="flex items-center gap-1.5 text-sm">
        <Paperclip aria-hidden className="size-4 shrink-0" />
        {file.name}
      </span>
    );
  }
  return (
    <details className="group" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="flex cursor-pointer items-center gap-1.5 text-sm font-medium underline underline-offset-2">
        <Paperclip aria-hidden className="size-4 shrink-0" />
        {file.name}
        <span className="font-normal no-underline">({formatSize(intl, file.sizeBytes)})</span>
      </summary>
      {open && (
        <div className="mt-2 rounded-xl bg-white p-2 text-slate-900">
          <FilePreview url={file.url} name={file.name} mimeType={file.mimeType} />
        </div>
      )}
    </details>
  );
}

/** A file's size for people: '67 byte', '12 kB', '3.4 MB' (Intl units). */
function formatSize(intl: Pick<IntlShape, 'formatNumber'>, bytes: number): string {
  if (bytes < 1000) return intl.formatNumber(bytes, { style: 'unit', unit: 'byte', unitDisplay: 'short' });
  if (bytes < 1_000_000)
    return intl.formatNumber(bytes / 1000, {
      style: 'unit',
      unit: 'kilobyte',
      unitDisplay: 'short',
      maximumFractionDigits: 0,
    });
  return intl.formatNumber(bytes / 1_000_000, {
    style: 'unit',
    unit: 'megabyte',
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  });
}
