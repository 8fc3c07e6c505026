import { Download } from 'lucide-react';
import { useIntl } from 'react-intl';
import { previewKind } from './rules';

interface FilePreviewProps {
  url: string;
  name: string;
  mimeType?: string | null;
}

/**
 * An uploaded file, shown safely: an image as `<img>`, a PDF in a frame with every sandbox restriction (no
 * scripts, no forms, no same-origin), anything else only as a download link. Nothing is ever rendered as HTML.
 */
export function FilePreview({ url, name, mimeType }: FilePreviewProps) {
  const intl = useIntl();
  const kind = previewKind(name, mimeType);
  const download = (
    <a
      href={url}
      download={name}
      rel="noopener noreferrer"
      className="inline-flex items-center gap-2 rounded-xl border border-slate-300 px-3.5 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50"
    >
      <Download aria-hidden className="size-4" />
      {intl.formatMessage({ id: 'files.download' }, { name })}
    </a>
  );
  if (kind === 'image') {
    return <img src={url} alt={name} className="mx-auto max-h-[70vh] max-w-full rounded-lg object-contain" />;
  }
  if (kind === 'pdf') {
    return (
      <div className="space-y-3">
        <iframe src={url} title={name} sandbox="" referrerPolicy="no-referrer" className="h-[65vh] w-full rounded-lg border border-slate-200" />
        {download}
      </div>
    );
  }
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-600">{intl.formatMessage({ id: 'files.noPreview' })}</p>
      {download}
    </div>
  );
}
