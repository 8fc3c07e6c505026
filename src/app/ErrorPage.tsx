import { useQueryClient, useQueryErrorResetBoundary } from '@tanstack/react-query';
import { Link, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { CircleAlert } from 'lucide-react';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../ui/Button';
import { PageContainer } from '../ui/PageContainer';
import { PageTitle } from '../ui/PageTitle';

/** An unexpected render error: a friendly page with a retry instead of a blank screen. */
export function ErrorPage({ error, reset }: ErrorComponentProps) {
  const intl = useIntl();
  const router = useRouter();
  const queryReset = useQueryErrorResetBoundary();
  const queryClient = useQueryClient();

  useEffect(() => {
    console.error(error);
  }, [error]);

  // Start the page over: fresh data (bad data may have caused the error), then render and load again.
  async function retry() {
    queryReset.reset();
    await queryClient.resetQueries();
    reset();
    await router.invalidate();
  }

  return (
    <PageContainer narrow className="text-center">
      <div
        className="mx-auto mb-6 flex size-14 items-center justify-center rounded-full bg-rose-50 text-rose-700"
        aria-hidden="true"
      >
        <CircleAlert className="size-7" />
      </div>
      <PageTitle
        title={intl.formatMessage({ id: 'errorPage.title' })}
        subtitle={intl.formatMessage({ id: 'errorPage.text' })}
        className="mb-8 [&>p]:mx-auto"
      />
      <div className="flex flex-col justify-center gap-3 sm:flex-row">
        <Button onClick={() => void retry()}>{intl.formatMessage({ id: 'common.retry' })}</Button>
        <Link
          to="/"
          reloadDocument
          className="inline-flex items-center justify-center rounded-xl px-4 py-2.5 text-sm font-semibold text-teal-800 hover:bg-teal-50"
        >
          {intl.formatMessage({ id: 'errorPage.home' })}
        </Link>
      </div>
    </PageContainer>
  );
}

/** When the frame itself fails, the error page brings its own landmark. */
export function RootErrorPage(props: ErrorComponentProps) {
  return (
    <main className="min-h-dvh bg-slate-50">
      <ErrorPage {...props} />
    </main>
  );
}
