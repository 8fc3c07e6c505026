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

/** `?modal=location`: the operating-country prompt. It offers an operating country, or to continue anyway. */
export default function LocationModal({ close }: ModalProps) {
  const intl = useIntl();
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
      title={intl.formatMessage({ id: 'region.prompt.title' })}
      description={intl.formatMessage(
        { id: 'region.prompt.text' },
        { country: country ? countryName(country, intl.locale) : '—' },
      )}
      onClose={close}
      footer={
        <>
          <Button variant="secondary" onClick={continueAnyway}>
            {intl.formatMessage({ id: 'region.prompt.continue' })}
          </Button>
          <Button onClick={() => open('active-country', {}, { replace: true })}>
            {intl.formatMessage({ id: 'region.prompt.choose' })}
          </Button>
        </>
      }
    />
  );
}
