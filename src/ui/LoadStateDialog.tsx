import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from './Button';
import { Dialog } from './Dialog';
import { LoadingBlock } from './Spinner';
import { ErrorState } from './states';

/**
 * The dialog a URL-addressed modal shows before it can show its content: the thing is gone (`goneText`), it failed to
 * load (`error`, with a retry), else it is still loading. A modal's own boundary, as `QueryBoundary` is a card's.
 */
export function LoadStateDialog({
  title,
  close,
  goneText,
  error,
  onRetry,
}: {
  title: ReactNode;
  close: () => void;
  /** Set when the thing does not exist (or not for this user). */
  goneText?: string;
  error?: Error | null;
  onRetry: () => void;
}) {
  const intl = useIntl();
  const loading = !goneText && !error;
  return (
    <Dialog
      title={title}
      onClose={close}
      footer={
        !loading && (
          <Button variant="secondary" onClick={close}>
            {intl.formatMessage({ id: 'common.close' })}
          </Button>
        )
      }
    >
      {loading ? (
        <LoadingBlock />
      ) : goneText ? (
        <p className="text-sm text-slate-700">{goneText}</p>
      ) : (
        <ErrorState text={error?.message} onRetry={onRetry} />
      )}
    </Dialog>
  );
}
