import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';

/**
 * Previous, 'Page {page} of {total}' and Next for a list paged by page number; nothing for a single page. `step`
 * draws each control for its target page: a button, or a link where the page lives in the URL.
 */
export function Pager({
  page,
  totalPages,
  label,
  step,
}: {
  page: number;
  totalPages: number;
  label: string;
  step: (target: number, text: string, enabled: boolean) => ReactNode;
}) {
  const intl = useIntl();
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={label} className="mt-6 flex items-center justify-between gap-3">
      {step(page - 1, intl.formatMessage({ id: 'pager.previous' }), page > 1)}
      <p className="text-sm text-slate-700" aria-live="polite">
        {intl.formatMessage({ id: 'pager.status' }, { page: intl.formatNumber(page), total: intl.formatNumber(totalPages) })}
      </p>
      {step(page + 1, intl.formatMessage({ id: 'pager.next' }), page < totalPages)}
    </nav>
  );
}
