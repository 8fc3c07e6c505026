import { TextAlignStart } from 'lucide-react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from './Button';

/** Nothing to show yet: a calm card with a title, a sentence and an optional action. */
export function EmptyState({
  title,
  text,
  action,
  icon,
}: {
  title: ReactNode;
  text?: ReactNode;
  action?: ReactNode;
  icon?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white/60 px-6 py-12 text-center">
      <div
        className="mb-4 flex size-12 items-center justify-center rounded-full bg-teal-50 text-teal-700"
        aria-hidden="true"
      >
        {icon ?? <TextAlignStart className="size-6" />}
      </div>
      <h2 className="text-base font-semibold text-slate-900">{title}</h2>
      {text && <p className="mt-1 max-w-md text-sm text-slate-600">{text}</p>}
      {action && <div className="mt-5">{action}</div>}
    </div>
  );
}

/** A section that failed to load, with a retry. */
export function ErrorState({ title, text, onRetry }: { title?: ReactNode; text?: ReactNode; onRetry?: () => void }) {
  const intl = useIntl();
  return (
    <div
      role="alert"
      className="flex flex-col items-center rounded-2xl border border-rose-200 bg-rose-50 px-6 py-10 text-center"
    >
      <h2 className="text-base font-semibold text-rose-900">
        {title ?? intl.formatMessage({ id: 'errors.loadFailed' })}
      </h2>
      {text && <p className="mt-1 max-w-md text-sm text-rose-800">{text}</p>}
      {onRetry && (
        <Button variant="secondary" className="mt-5" onClick={onRetry}>
          {intl.formatMessage({ id: 'common.retry' })}
        </Button>
      )}
    </div>
  );
}
