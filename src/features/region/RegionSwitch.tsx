import Cookies from 'js-cookie';
import { Globe } from 'lucide-react';
import { useIntl } from 'react-intl';
import { cookieNames, type Locale } from '../../lib/i18n';
import { useModal } from '../../lib/modal';
import { Button } from '../../ui/Button';
import { countryName } from './rules';
import { useT } from '../../lib/i18n/translate';
import messages from './messages';

/** The current country (X-CountryCode) and language, named in the page's language; no request needed. */
function useCurrentRegion() {
  const intl = useIntl();
  const t = useT(messages);
  const code = Cookies.get(cookieNames.country);
  return {
    country: code ? countryName(code, intl.locale) : t('region.switch.noCountry'),
    language: t(`shell.language.${intl.locale as Locale}`),
  };
}

/** The footer's country and language switch: shows both and opens `?modal=country-language`. */
export function RegionSwitchButton() {
  const t = useT(messages);
  const { open } = useModal();
  const { country, language } = useCurrentRegion();
  return (
    <button
      type="button"
      onClick={() => open('country-language')}
      className="inline-flex items-center gap-1.5 rounded-lg font-medium text-teal-800 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-teal-700"
      aria-label={t('region.switch.open', { country, language })}
    >
      <Globe className="size-4" aria-hidden="true" />
      {country} · {language}
    </button>
  );
}

/** The account settings' section body: the current country and language, and the switch. */
export function RegionSettings() {
  const t = useT(messages);
  const { open } = useModal();
  const { country, language } = useCurrentRegion();
  return (
    <>
      <p className="text-slate-700">{t('region.settings.current', { country, language })}</p>
      <Button variant="secondary" className="mt-4" onClick={() => open('country-language')}>
        {t('region.settings.change')}
      </Button>
    </>
  );
}
