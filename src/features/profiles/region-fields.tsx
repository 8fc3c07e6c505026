import { useQuery } from '@tanstack/react-query';
import { SelectField } from '../../ui/form/choice-fields';
import { allCountriesQuery, statesQuery } from './queries';
import { useT } from '../../lib/i18n/translate';
import messages from './messages';

// The country and state selects of both profile forms, used inside `form.AppField` (the form kit's field context).
// The form clears the state when the country changes (a listener on the country field).

export function CountrySelect({ optional }: { optional?: boolean }) {
  const t = useT(messages);
  // Optional: the select stays usable while its list loads or fails (its hint says so).
  const countries = useQuery(allCountriesQuery());
  const options = countries.data?.items.map((c) => ({ value: c.identifier, label: c.name })) ?? [];
  return (
    <SelectField
      label={t('profiles.field.country')}
      optional={optional}
      options={options}
      placeholder={t('profiles.choose')}
      // eslint-disable-next-line no-restricted-syntax -- the select stays usable when its list fails; its hint says so
      hint={countries.isError ? t('profiles.optionsFailed') : undefined}
      autoComplete="country"
    />
  );
}

/** The country's states (GET /region/country/{id}/states); disabled until a country is chosen. */
export function StateSelect({ country, optional }: { country: string; optional?: boolean }) {
  const t = useT(messages);
  // Optional: as the countries, the states' select stays usable without its list.
  const states = useQuery(statesQuery(country));
  const options = country ? (states.data?.items.map((s) => ({ value: s.identifier, label: s.name })) ?? []) : [];
  return (
    <SelectField
      label={t('profiles.field.state')}
      optional={optional}
      options={options}
      disabled={!country}
      placeholder={t(country ? 'profiles.choose' : 'profiles.chooseCountryFirst')}
      // eslint-disable-next-line no-restricted-syntax -- as the country's: the hint says the list failed
      hint={states.isError ? t('profiles.optionsFailed') : undefined}
      autoComplete="address-level1"
    />
  );
}
