import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from './Button';
import { Dialog } from './Dialog';
import { LoadingBlock } from './Spinner';
import { ErrorState } from './states';

/**
 * The dialog a URL-addressed modal shows before it can show its content: loading, the thing is gone (`goneText`), or
 * it failed to load (the error with a retry).
 */
export function LoadStateDialog({
  title,
  close,
  loading,
  goneText,
  errorText,
  onRetry,
}: {
  title: ReactNode;
  close: () => void;
  loading: boolean;
  /** Set when the thing does not exist (or not for this user). */
  goneText?: string;
  errorText?: string;
  onRetry: () => void;
}) {
  const intl = useIntl();
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
        <ErrorState text={errorText} onRetry={onRetry} />
      )}
    </Dialog>
  );
}
