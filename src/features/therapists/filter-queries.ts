import { getGetCatalogueQueryOptions } from '../../../generated/api/region/get-catalogue';
import { getListLanguagesQueryOptions } from '../../../generated/api/region/list-languages';
import type { CatalogueName } from '../../../generated/model';

// The option lists of the match filters, in their own module so that only the filter panel's chunk carries them. The
// lists change rarely: read once per visit, and a failed one leaves its filter out rather than the page.
const once = { staleTime: Infinity } as const;

export const catalogueQuery = (list: CatalogueName) => getGetCatalogueQueryOptions(list, { query: once });

export const languagesQuery = () => getListLanguagesQueryOptions(undefined, { query: once });
