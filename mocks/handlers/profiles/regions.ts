// The public region look-ups: countries, states, languages, the visitor's time zone and the profile catalogues.
import {
  GetCatalogueParams,
  ListCountriesQueryParams,
  ListCountryStatesByCodeParams,
  ListLanguagesQueryParams,
} from '../../../generated/zod/region/region.zod';
import { catalogues } from '../../data/catalogue';
import { countries, countryByCode, DEFAULT_TIMEZONE, findCountry, languages, states } from '../../data/regions';
import { notFound, queryParams, type Router } from '../../lib/http';
import { pathParams } from './shared';

const statesOf = (countryIdentifier: string) =>
  states
    .filter((s) => s.countryIdentifier === countryIdentifier)
    .map(({ identifier, code, name }) => ({ identifier, code, name }));

export function registerRegions(router: Router): void {
  router.get('/region/languages', (ctx) => {
    queryParams(ctx, ListLanguagesQueryParams);
    // z.coerce.boolean() reads "false" as true, so the flag is read from the raw query.
    const primary = ctx.url.searchParams.get('primary') === 'true';
    return {
      items: languages
        .filter((l) => !primary || l.primary)
        .map(({ identifier, code, name }) => ({ identifier, code, name })),
    };
  });

  router.get('/region/country', (ctx) => {
    queryParams(ctx, ListCountriesQueryParams);
    const all = ctx.url.searchParams.get('all') === 'true';
    return {
      items: countries
        .filter((c) => all || c.operating)
        .map(({ identifier, code, name }) => ({ identifier, code, name })),
    };
  });

  router.get('/region/country/{id}/states', (ctx) => {
    const country = findCountry(ctx.params.id);
    if (!country) throw notFound('Country');
    return { items: statesOf(country.identifier) };
  });

  router.get('/region/country/code/{code}/states', (ctx) => {
    const { code } = pathParams(ctx, ListCountryStatesByCodeParams);
    const country = countryByCode(code);
    if (!country) throw notFound('Country');
    return { items: statesOf(country.identifier) };
  });

  // No IP look-up offline: the X-CountryCode header (the app's cookie) stands in for it.
  router.get('/region/user-timezone', (ctx) => {
    const code = ctx.request.headers.get('x-countrycode');
    if (!code) return { ...DEFAULT_TIMEZONE };
    const country = countryByCode(code);
    if (!country) throw notFound('Time zone for this country');
    return { timezone: country.timezone, countryCode: country.code };
  });

  router.get('/catalogue/{list}', (ctx) => {
    const { list } = pathParams(ctx, GetCatalogueParams);
    return { items: catalogues[list] };
  });
}
