import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { SelectField } from '../../ui/form/choice-fields';
import { allCountriesQuery, statesQuery } from './queries';

// The country and state selects of both profile forms, used inside `form.AppField` (the form kit's field context).
// The form clears the state when the country changes (a listener on the country field).

export function CountrySelect({ optional }: { optional?: boolean }) {
  const intl = useIntl();
  const countries = useQuery(allCountriesQuery());
  const options = countries.data?.items.map((c) => ({ value: c.identifier, label: c.name })) ?? [];
  return (
    <SelectField
      label={intl.formatMessage({ id: 'profiles.field.country' })}
      optional={optional}
      options={options}
      placeholder={intl.formatMessage({ id: 'profiles.choose' })}
      // eslint-disable-next-line no-restricted-syntax -- the select stays usable when its list fails; its hint says so
      hint={countries.isError ? intl.formatMessage({ id: 'profiles.optionsFailed' }) : undefined}
      autoComplete="country"
    />
  );
}

/** The country's states (GET /region/country/{id}/states); disabled until a country is chosen. */
export function StateSelect({ country, optional }: { country: string; optional?: boolean }) {
  const intl = useIntl();
  const states = useQuery(statesQuery(country));
  const options = country ? (states.data?.items.map((s) => ({ value: s.identifier, label: s.name })) ?? []) : [];
  return (
    <SelectField
      label={intl.formatMessage({ id: 'profiles.field.state' })}
      optional={optional}
      options={options}
      disabled={!country}
      placeholder={intl.formatMessage({ id: country ? 'profiles.choose' : 'profiles.chooseCountryFirst' })}
      // eslint-disable-next-line no-restricted-syntax -- as the country's: the hint says the list failed
      hint={states.isError ? intl.formatMessage({ id: 'profiles.optionsFailed' }) : undefined}
      autoComplete="address-level1"
    />
  );
}
