import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from './Button';

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
        {intl.formatMessage(
          { id: 'pager.status' },
          { page: intl.formatNumber(page), total: intl.formatNumber(totalPages) },
        )}
      </p>
      {step(page + 1, intl.formatMessage({ id: 'pager.next' }), page < totalPages)}
    </nav>
  );
}

const stepClasses = {
  enabled:
    'rounded-xl border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 shadow-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-teal-700',
  disabled: 'rounded-xl border border-slate-200 px-4 py-2 text-sm font-semibold text-slate-500',
};

/** The pager where the page lives in the URL: `link` draws the link to a page with the given class and text. */
export function LinkPager({
  link,
  ...pager
}: {
  page: number;
  totalPages: number;
  label: string;
  link: (target: number, props: { className: string; children: string }) => ReactNode;
}) {
  return (
    <Pager
      {...pager}
      step={(target, text, enabled) =>
        enabled ? (
          link(target, { className: stepClasses.enabled, children: text })
        ) : (
          <span aria-disabled="true" className={stepClasses.disabled}>
            {text}
          </span>
        )
      }
    />
  );
}

/** The pager with buttons, where the page lives in the component's state. */
export function ButtonPager({
  page,
  totalPages,
  onPage,
  label,
}: {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  label: string;
}) {
  return (
    <Pager
      page={page}
      totalPages={totalPages}
      label={label}
      step={(target, text, enabled) => (
        <Button variant="secondary" size="sm" disabled={!enabled} onClick={() => onPage(target)}>
          {text}
        </Button>
      )}
    />
  );
}
