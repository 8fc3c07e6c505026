import { useQuery } from '@tanstack/react-query';
import Cookies from 'js-cookie';
import { useIntl } from 'react-intl';
import type { Country, Language } from '../../../generated/model';
import { cookieNames, LOCALES, setCountryAndLanguage, type Locale } from '../../lib/i18n';
import type { ModalProps } from '../../lib/modal-descriptor';
import { Dialog } from '../../ui/Dialog';
import { Form, useAppForm } from '../../ui/form/form-kit';
import { LoadingBlock } from '../../ui/Spinner';
import { ErrorState } from '../../ui/states';
import { allCountriesQuery, primaryLanguagesQuery } from './queries';
import { appLanguages, leaveModalBeforeReload } from './rules';
import { useT } from '../../lib/i18n/translate';
import messages from './messages';

const toLocale = (code: string) => LOCALES.find((locale) => code.toLowerCase().startsWith(locale));

/**
 * `?modal=country-language` (footer, account settings): the countries of GET /region/country?all=true and the
 * languages of GET /region/languages?primary=true the app has messages for. Saving sets X-CountryCode, X-Locale and
 * X-Language and reloads; every request then carries them.
 */
export default function CountryLanguageModal({ close }: ModalProps) {
  const t = useT(messages);
  const countries = useQuery(allCountriesQuery());
  const languages = useQuery(primaryLanguagesQuery());
  const error = countries.error ?? languages.error;
  return (
    <Dialog title={t('region.switch.title')} description={t('region.switch.text')} onClose={close}>
      {error ? (
        <ErrorState
          title={t('region.loadFailed')}
          text={error.message}
          onRetry={() => void Promise.all([countries.refetch(), languages.refetch()])}
        />
      ) : countries.data && languages.data ? (
        <RegionForm countries={countries.data.items} languages={appLanguages(languages.data.items)} />
      ) : (
        <LoadingBlock />
      )}
    </Dialog>
  );
}

function RegionForm({ countries, languages }: { countries: Country[]; languages: Language[] }) {
  const intl = useIntl();
  const t = useT(messages);
  const current = Cookies.get(cookieNames.country)?.toUpperCase() ?? '';
  const form = useAppForm({
    defaultValues: { country: countries.some((c) => c.code === current) ? current : '', language: intl.locale },
    onSubmit: ({ value }) => {
      leaveModalBeforeReload();
      setCountryAndLanguage(value.country || undefined, (toLocale(value.language) ?? intl.locale) as Locale);
    },
  });
  return (
    <Form form={form} className="flex flex-col gap-5">
      <form.AppField name="country">
        {(field) => (
          <field.SelectField
            label={t('region.switch.country')}
            placeholder={t('region.switch.countryPlaceholder')}
            options={countries.map((c) => ({ value: c.code, label: c.name }))}
          />
        )}
      </form.AppField>
      <form.AppField name="language">
        {(field) => (
          <field.SelectField
            label={t('region.switch.language')}
            options={languages.map((l) => ({
              value: toLocale(l.code) ?? l.code,
              label: t(`shell.language.${toLocale(l.code) ?? 'en'}`),
            }))}
          />
        )}
      </form.AppField>
      <form.SubmitButton className="self-end">{t('region.switch.save')}</form.SubmitButton>
    </Form>
  );
}
