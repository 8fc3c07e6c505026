import 'react-pdf/dist/Page/TextLayer.css';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Document, Page, pdfjs } from 'react-pdf';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { LoadingBlock } from '../../ui/Spinner';
import { useT } from '../../lib/i18n/translate';
import messages from './messages';

// This module is its own chunk (FilePreview loads it when a PDF preview opens): pdf.js never weighs on a page.
// Its worker is a file of this origin, which the Content-Security-Policy's `worker-src 'self'` allows; pdf.js 6 has
// no eval left to switch off (it dropped `isEvalSupported`), so the policy needs no 'unsafe-eval'.
pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;

// A PDF's own links, form fields and scripts stay inert: no annotation layer, no XFA. The worker fetches its image
// decoders (JPEG 2000, JBIG2) from this origin when a file needs them (vite.config.ts copies them there); where
// WebAssembly is not allowed it falls back to their JavaScript versions.
const OPTIONS = { enableXfa: false, wasmUrl: `${import.meta.env.BASE_URL}pdfjs/wasm/` } as const;

type Problem = 'failed' | 'password';

/**
 * The pages of a PDF drawn by pdf.js (canvas and text layer), one at a time with previous/next, as wide as the
 * preview. A file that cannot be read, or that asks for a password, says so: the download link beside it opens it.
 */
export default function PdfPreview({ url, name }: { url: string; name: string }) {
  const t = useT(messages);
  const [pages, setPages] = useState(0);
  const [page, setPage] = useState(1);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [frame, width] = useWidth();

  if (problem) return <PdfProblem problem={problem} />;
  return (
    <div ref={frame} className="space-y-2">
      <Document
        file={url}
        options={OPTIONS}
        suspense={false}
        loading={<LoadingBlock />}
        error={<PdfProblem problem="failed" />}
        onLoadSuccess={(pdf) => setPages(pdf.numPages)}
        onLoadError={() => setProblem('failed')}
        // react-pdf's default asks with window.prompt; an uploaded file's password is not asked for here.
        onPassword={() => setProblem('password')}
        className="overflow-hidden rounded-lg bg-white ring-1 ring-slate-200"
      >
        {width > 0 && (
          <div role="group" aria-label={t('files.pdf.label', { name, page, pages: Math.max(pages, 1) })}>
            <Page
              pageNumber={page}
              width={width}
              renderAnnotationLayer={false}
              loading={<LoadingBlock />}
              error={<PdfProblem problem="failed" />}
            />
          </div>
        )}
      </Document>
      {pages > 1 && (
        <div className="flex items-center justify-center gap-3 text-sm text-slate-700">
          <PageButton label={t('files.pdf.previous')} disabled={page <= 1} onClick={() => setPage(page - 1)}>
            <ChevronLeft aria-hidden className="size-4" />
          </PageButton>
          <span aria-live="polite">{t('files.pdf.page', { page, pages })}</span>
          <PageButton label={t('files.pdf.next')} disabled={page >= pages} onClick={() => setPage(page + 1)}>
            <ChevronRight aria-hidden className="size-4" />
          </PageButton>
        </div>
      )}
    </div>
  );
}

function PdfProblem({ problem }: { problem: Problem }) {
  const t = useT(messages);
  return (
    <p className="text-sm text-slate-600">{t(problem === 'password' ? 'files.pdf.password' : 'files.pdf.failed')}</p>
  );
}

function PageButton({
  label,
  disabled,
  onClick,
  children,
}: {
  label: string;
  disabled: boolean;
  onClick: () => void;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
      className="rounded-full border border-slate-300 p-1.5 text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700 disabled:opacity-40"
    >
      {children}
    </button>
  );
}

/** The width of an element, followed as it changes (a page is drawn as wide as the preview, on a phone too). */
function useWidth(): [React.RefObject<HTMLDivElement | null>, number] {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry?.contentRect.width ?? 0)));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}
