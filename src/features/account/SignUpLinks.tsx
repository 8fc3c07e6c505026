import { inlineLink } from '../../ui/inline-link';
import { useT } from '../../lib/i18n/translate';
import messages from './messages';

/** Under the login form: the ways to a new account. */
export function SignUpLinks() {
  const t = useT(messages);
  return (
    <div className="mt-6 flex flex-col gap-2 border-t border-slate-200 pt-5 text-sm text-slate-700">
      <p>{t('account.auth.login.noAccount', { link: inlineLink('/sign-up/') })}</p>
      <p>{t('account.signUp.asProvider', { link: inlineLink('/sign-up/provider/') })}</p>
    </div>
  );
}
