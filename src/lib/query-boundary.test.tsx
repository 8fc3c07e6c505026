// @vitest-environment jsdom
import { QueryClient, QueryClientProvider, queryOptions } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RawIntlProvider } from 'react-intl';
import { intl } from './i18n';
import { QueryBoundary } from './query-boundary';

function renderBoundary(queryFn: () => Promise<{ name: string }>) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <RawIntlProvider value={intl}>
        <QueryBoundary
          query={queryOptions({ queryKey: ['part'], queryFn })}
          failedTitle="Could not load the part"
          pending={<p>Waiting for the part</p>}
        >
          {(data) => <p>Hello {data.name}</p>}
        </QueryBoundary>
      </RawIntlProvider>
    </QueryClientProvider>,
  );
}

it('shows the placeholder, then the content with its data', async () => {
  renderBoundary(() => Promise.resolve({ name: 'Ada' }));
  expect(screen.getByText('Waiting for the part')).toBeInTheDocument();
  expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
});

it('shows a failure with what failed and a retry that loads again', async () => {
  let calls = 0;
  renderBoundary(() => {
    calls += 1;
    return calls === 1 ? Promise.reject(new Error('The server did not answer.')) : Promise.resolve({ name: 'Ada' });
  });
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Could not load the part');
  expect(alert).toHaveTextContent('The server did not answer.');
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
  expect(calls).toBe(2);
});

it('shows the placeholder and the failure inside the frame it is given', async () => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RawIntlProvider value={intl}>
        <QueryBoundary
          query={queryOptions({ queryKey: ['framed'], queryFn: () => Promise.reject(new Error('Gone away.')) })}
          failedTitle="Could not load the part"
          frame={(content) => <section aria-label="The dialog">{content}</section>}
        >
          {() => <p>Never shown</p>}
        </QueryBoundary>
      </RawIntlProvider>
    </QueryClientProvider>,
  );
  const dialog = screen.getByRole('region', { name: 'The dialog' });
  expect(within(dialog).getByRole('status')).toHaveTextContent('Loading');
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('Gone away.');
});

it('keeps showing its content when a later refetch fails', async () => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  let calls = 0;
  const query = queryOptions({
    queryKey: ['refetched'],
    queryFn: () => {
      calls += 1;
      return calls === 1 ? Promise.resolve({ name: 'Ada' }) : Promise.reject(new Error('Gone away.'));
    },
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RawIntlProvider value={intl}>
        <QueryBoundary query={query}>{(data) => <p>Hello {data.name}</p>}</QueryBoundary>
      </RawIntlProvider>
    </QueryClientProvider>,
  );
  expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
  await queryClient.refetchQueries({ queryKey: ['refetched'] });
  expect(queryClient.getQueryState(['refetched'])?.status).toBe('error');
  expect(screen.getByText('Hello Ada')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
