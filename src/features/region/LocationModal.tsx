import Cookies from 'js-cookie';
import { useIntl } from 'react-intl';
import { cookieOptions } from '../../lib/consent';
import { useModal } from '../../lib/modal';
import type { ModalProps } from '../../lib/modal-descriptor';
import { identify } from '../../lib/track';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { useVisitorCountry } from './CountryPromptGate';
import { countryName, IGNORE_PROMPT_COOKIE } from './rules';
import { useT } from '../../lib/i18n/translate';
import messages from './messages';

/** `?modal=location`: the operating-country prompt. It offers an operating country, or to continue anyway. */
export default function LocationModal({ close }: ModalProps) {
  const intl = useIntl();
  const t = useT(messages);
  const { open } = useModal();
  const { country } = useVisitorCountry();

  const continueAnyway = () => {
    Cookies.set(IGNORE_PROMPT_COOKIE, 'true', cookieOptions);
    // A failed trait update is only logged (the tracker's identify never throws).
    identify({ country: country ?? null, ignoreOperatingCountryPrompt: true });
    close();
  };

  return (
    <Dialog
      title={t('region.prompt.title')}
      description={t('region.prompt.text', { country: country ? countryName(country, intl.locale) : '—' })}
      onClose={close}
      footer={
        <>
          <Button variant="secondary" onClick={continueAnyway}>
            {t('region.prompt.continue')}
          </Button>
          <Button onClick={() => open('active-country', {}, { replace: true })}>{t('region.prompt.choose')}</Button>
        </>
      }
    />
  );
}
