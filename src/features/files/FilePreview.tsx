import { Download } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { LoadingBlock } from '../../ui/Spinner';
import { previewKind } from './rules';
import { useT } from '../../lib/i18n/translate';
import messages from './messages';

// pdf.js comes with the first PDF preview that opens, never with a page. A chunk that cannot load (offline) says the
// file cannot be shown, beside its download link, rather than taking the page down.
const PdfPreview = lazy(() => import('./PdfPreview').catch(() => ({ default: PdfUnavailable })));

interface FilePreviewProps {
  url: string;
  name: string;
  mimeType?: string | null;
}

/**
 * An uploaded file, shown safely: an image as `<img>`, a PDF drawn by pdf.js (PdfPreview), anything else only as a
 * download link. Nothing is ever rendered as HTML, and no file is framed.
 */
export function FilePreview({ url, name, mimeType }: FilePreviewProps) {
  const t = useT(messages);
  const kind = previewKind(name, mimeType);
  const download = (
    <a
      href={url}
      download={name}
      rel="noopener noreferrer"
      className="inline-flex items-center gap-2 rounded-xl border border-slate-300 px-3.5 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50"
    >
      <Download aria-hidden className="size-4" />
      {t('files.download', { name })}
    </a>
  );
  if (kind === 'image') {
    return <img src={url} alt={name} className="mx-auto max-h-[70vh] max-w-full rounded-lg object-contain" />;
  }
  if (kind === 'pdf') {
    return (
      <div className="space-y-3">
        <Suspense fallback={<LoadingBlock />}>
          <PdfPreview key={url} url={url} name={name} />
        </Suspense>
        {download}
      </div>
    );
  }
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-600">{t('files.noPreview')}</p>
      {download}
    </div>
  );
}

function PdfUnavailable() {
  const t = useT(messages);
  return <p className="text-sm text-slate-600">{t('files.pdf.failed')}</p>;
}
