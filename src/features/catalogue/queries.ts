import { useQuery } from '@tanstack/react-query';
import { getGetCatalogueQueryOptions } from '../../../generated/api/region/get-catalogue';
import type { CatalogueName } from '../../../generated/model';

/**
 * One profile option list (GET /catalogue/{list}, inferred: decision 0035). The lists do not change while the app
 * runs, so they are fetched once per session and kept; a failure is the form's to show.
 */
export const catalogueQuery = (list: CatalogueName) =>
  getGetCatalogueQueryOptions(list, { query: { staleTime: Infinity, gcTime: Infinity } });

/** A list as options for the form kit's select and combobox fields: `{ value: identifier, label: name }`. */
export function useCatalogueOptions(list: CatalogueName) {
  // Optional: a select whose list failed stays usable, with a hint.
  const query = useQuery(catalogueQuery(list));
  const options = query.data?.items.map((item) => ({ value: item.identifier, label: item.name })) ?? [];
  // eslint-disable-next-line no-restricted-syntax -- a select whose list failed stays usable, and its hint says so
  return { options, isPending: query.isPending, isError: query.isError, refetch: query.refetch };
}
