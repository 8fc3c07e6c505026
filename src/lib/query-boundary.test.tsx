// @vitest-environment jsdom
import { QueryClient, QueryClientProvider, queryOptions } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
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
