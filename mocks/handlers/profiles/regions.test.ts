// Regions and catalogues: countries, states, languages, the profile catalogues and the time-zone guess.
import { describe, expect, it } from 'vitest';
import {
  GetCatalogueResponse,
  GetIpTimezoneResponse,
  ListCountriesResponse,
  ListCountryStatesByCodeResponse,
  ListCountryStatesResponse,
  ListLanguagesResponse,
} from '../../../generated/zod/region/region.zod';
import { setUpTestBackend } from '../../test-utils';

const backend = setUpTestBackend();

describe('regions', () => {
  it('lists the operating countries, or every country with all=true', async () => {
    const codes = async (q: string) =>
      ListCountriesResponse.parse((await backend.call('GET', `/region/country${q}`)).body).items.map((c) => c.code);
    expect(await codes('')).toEqual(['GB', 'NG']);
    expect(await codes('?all=false')).toEqual(['GB', 'NG']);
    expect(await codes('?all=true')).toEqual(expect.arrayContaining(['GB', 'NG', 'US', 'DE']));
  });

  it('lists states by country identifier or code', async () => {
    const us = ListCountryStatesResponse.parse((await backend.call('GET', '/region/country/ct_us/states')).body).items;
    expect(us.length).toBeGreaterThanOrEqual(10);
    expect(us.map((s) => s.code)).toEqual(expect.arrayContaining(['CA', 'NY', 'TX', 'FL', 'WA']));
    const ng = ListCountryStatesByCodeResponse.parse(
      (await backend.call('GET', '/region/country/code/NG/states')).body,
    ).items;
    expect(ng.map((s) => s.name)).toEqual(expect.arrayContaining(['Lagos', 'Abuja FCT', 'Rivers']));
    const gb = ListCountryStatesByCodeResponse.parse(
      (await backend.call('GET', '/region/country/code/GB/states')).body,
    ).items;
    expect(gb.map((s) => s.name)).toEqual(['England', 'Scotland', 'Wales', 'Northern Ireland']);
    expect((await backend.call('GET', '/region/country/ct_nope/states')).status).toBe(404);
    expect((await backend.call('GET', '/region/country/code/ZZ/states')).status).toBe(404);
    expect((await backend.call('GET', '/region/country/code/us/states')).status).toBe(400);
  });

  it('lists languages, or only the primary en and de', async () => {
    const all = ListLanguagesResponse.parse((await backend.call('GET', '/region/languages')).body).items;
    expect(all.length).toBeGreaterThan(2);
    const primary = ListLanguagesResponse.parse(
      (await backend.call('GET', '/region/languages?primary=true')).body,
    ).items;
    expect(primary.map((l) => l.code)).toEqual(['en', 'de']);
    expect((await backend.call('GET', '/region/languages?primary=false')).body.items).toHaveLength(all.length);
  });

  it('serves the profile catalogues by name; an unknown list is 400', async () => {
    const therapy = GetCatalogueResponse.parse((await backend.call('GET', '/catalogue/therapy')).body).items;
    expect(therapy.map((t) => t.identifier)).toContain('th_individual');
    const religion = GetCatalogueResponse.parse((await backend.call('GET', '/catalogue/religion')).body).items;
    expect(religion.map((r) => r.identifier)).toContain('rl_christianity');
    expect((await backend.call('GET', '/catalogue/colour')).status).toBe(400);
  });

  it('guesses the time zone from X-CountryCode, defaulting to Africa/Lagos; an unknown country is 404', async () => {
    expect(GetIpTimezoneResponse.parse((await backend.call('GET', '/region/user-timezone')).body)).toEqual({
      timezone: 'Africa/Lagos',
      countryCode: 'NG',
    });
    const gb = await backend.call('GET', '/region/user-timezone', { headers: { 'X-CountryCode': 'GB' } });
    expect(GetIpTimezoneResponse.parse(gb.body)).toEqual({ timezone: 'Europe/London', countryCode: 'GB' });
    expect((await backend.call('GET', '/region/user-timezone', { headers: { 'X-CountryCode': 'ZZ' } })).status).toBe(
      404,
    );
  });
});
