import { useQueryClient, useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../lib/i18n';
import { PageContainer } from '../ui/PageContainer';
import { PagePending } from '../ui/PagePending';
import { PageTitle } from '../ui/PageTitle';
import { ErrorState } from '../ui/states';

/** A route's pending component: the page's own title over a spinner, so the frame does not jump when data lands. */
export function pendingPage(title: MessageId) {
  return function RoutePending() {
    const intl = useIntl();
    return <PagePending title={intl.formatMessage({ id: title })} />;
  };
}

/** A route's error component: the page's title stays, the failure says what went wrong, and Try again loads anew. */
export function errorPage(title: MessageId) {
  return function RouteError({ error, reset }: ErrorComponentProps) {
    const intl = useIntl();
    const router = useRouter();
    const queryClient = useQueryClient();
    const queryReset = useQueryErrorResetBoundary();
    useEffect(() => console.error(error), [error]);
    // Fresh data (bad data may have caused the error), then render and load again.
    const retry = async () => {
      queryReset.reset();
      await queryClient.resetQueries();
      reset();
      await router.invalidate();
    };
    return (
      <PageContainer>
        <PageTitle title={intl.formatMessage({ id: title })} />
        <ErrorState
          title={intl.formatMessage({ id: 'errorPage.title' })}
          text={intl.formatMessage({ id: 'errorPage.text' })}
          onRetry={() => void retry()}
        />
      </PageContainer>
    );
  };
}
