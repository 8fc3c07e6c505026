import { Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { openCookiePreferences } from '../../lib/consent';
import { RegionSwitchButton } from '../region';

const linkClasses =
  'rounded-lg font-medium text-teal-800 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-teal-700';

/** The footer's links of this area: cookie settings (the open-preferences event), contact, country and language. */
export default function FooterLinks() {
  const intl = useIntl();
  return (
    <>
      <button type="button" onClick={openCookiePreferences} className={linkClasses}>
        {intl.formatMessage({ id: 'consent.footerLink' })}
      </button>
      <Link to="/contact/" className={linkClasses}>
        {intl.formatMessage({ id: 'contact.footerLink' })}
      </Link>
      <RegionSwitchButton />
    </>
  );
}
