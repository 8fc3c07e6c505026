import { useIntl } from 'react-intl';
import { inlineLink } from '../../ui/inline-link';

/** Under the login form: the ways to a new account. */
export function SignUpLinks() {
  const intl = useIntl();
  return (
    <div className="mt-6 flex flex-col gap-2 border-t border-slate-200 pt-5 text-sm text-slate-700">
      <p>{intl.formatMessage({ id: 'auth.login.noAccount' }, { link: inlineLink('/sign-up/') })}</p>
      <p>{intl.formatMessage({ id: 'accounts.signUp.asProvider' }, { link: inlineLink('/sign-up/provider/') })}</p>
    </div>
  );
}
