// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { setFaults } from '../../../mocks/lib/faults';
import { BASE, setUpTestBackend } from '../../../mocks/test-utils';
import { configureApiClient } from '../../lib/api-client';
import { createQueryClient } from '../../lib/query-client';
import { catalogueQuery, useCatalogueOptions } from './queries';

setUpTestBackend();

function renderOptions() {
  configureApiClient({ baseUrl: BASE });
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { queryClient, ...renderHook(() => useCatalogueOptions('religion'), { wrapper }) };
}

describe('the profile option lists', () => {
  it('are the backend’s list as select options, by identifier and name', async () => {
    const { result } = renderOptions();
    expect(result.current.isPending).toBe(true);
    await waitFor(() => expect(result.current.isPending).toBe(false));
    expect(result.current.options).toContainEqual({ value: 'rl_christianity', label: 'Christianity' });
    expect(result.current.options).toContainEqual({ value: 'rl_islam', label: 'Islam' });
    expect(result.current.isError).toBe(false);
  });

  it('are kept for the session once loaded', async () => {
    const { result, queryClient } = renderOptions();
    await waitFor(() => expect(result.current.options).not.toHaveLength(0));
    const query = queryClient.getQueryCache().find({ queryKey: catalogueQuery('religion').queryKey });
    expect(query?.isStale()).toBe(false);
    expect(catalogueQuery('religion')).toMatchObject({ staleTime: Infinity, gcTime: Infinity });
  });

  it('leave a failure to the form (no toast) with no options', async () => {
    setFaults([{ method: 'GET', path: '/catalogue/religion', status: 500, message: 'down' }]);
    const { result } = renderOptions();
    await waitFor(() => expect(result.current.isError).toBe(true), { timeout: 15_000 });
    expect(result.current.options).toEqual([]);
    expect(catalogueQuery('religion').meta?.errorToast).not.toBe(true);
  });
});
