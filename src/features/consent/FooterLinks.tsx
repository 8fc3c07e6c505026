import { Link } from '@tanstack/react-router';
import { openCookiePreferences } from '../../lib/consent';
import { RegionSwitchButton } from '../region';
import { useT } from '../../lib/i18n/translate';
import messages from './messages';

const linkClasses =
  'rounded-lg font-medium text-teal-800 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-teal-700';

/** The footer's links of this area: cookie settings (the open-preferences event), contact, country and language. */
export default function FooterLinks() {
  const t = useT(messages);
  return (
    <>
      <button type="button" onClick={openCookiePreferences} className={linkClasses}>
        {t('consent.footerLink')}
      </button>
      <Link to="/contact/" className={linkClasses}>
        {t('consent.contact.footerLink')}
      </Link>
      <RegionSwitchButton />
    </>
  );
}
