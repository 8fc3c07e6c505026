import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { getRegisterUserMutationOptions } from '../../../generated/api/user/register-user';
import type { RegisterRequest } from '../../../generated/model';
import { useSend } from '../../lib/mutation';
import { track, useTrackOnce } from '../../lib/track';
import { Form, useAppForm } from '../../ui/form/form-kit';
import { inlineLink } from '../../ui/inline-link';
import { AuthCard } from './AuthCard';
import { CheckEmail } from './CheckEmail';
import { countriesQuery } from './queries';
import { useHydrated } from '../../lib/hydration';
import { signUpSchema, type SignUpValues } from './schemas';
import { useT } from '../../lib/i18n/translate';
import messages from './messages';
import { trimInvisible } from '../../lib/visible-text';

type UserType = RegisterRequest['userType'];

const blank: SignUpValues = {
  email: '',
  password: '',
  confirmPassword: '',
  firstName: '',
  lastName: '',
  phoneNumber: '',
  countryIdentifier: '',
  agreedToTerms: false,
};

/** The request: what the user type asks for, empty optional fields left out. */
function registerBody(userType: UserType, v: SignUpValues): RegisterRequest {
  const optional = (text: string) => trimInvisible(text) || undefined;
  const common = {
    userType,
    email: v.email.trim(),
    password: v.password,
    firstName: optional(v.firstName),
    lastName: optional(v.lastName),
    agreedToTerms: true as const,
  };
  return userType === 'client'
    ? { ...common, phoneNumber: v.phoneNumber }
    : { ...common, countryIdentifier: v.countryIdentifier };
}

/** `/sign-up/` (client) and `/sign-up/provider/`: the form, then the check-your-e-mail screen. */
export function SignUpPage({ userType }: { userType: UserType }) {
  const t = useT(messages);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const schema = useMemo(() => signUpSchema(t, userType), [t, userType]);
  // Optional: the prerendered form shows before the countries come, and works while they fail (toasted).
  const countries = useQuery({ ...countriesQuery(), enabled: userType === 'provider' });
  // The prerendered page's HTML holds the list without its countries (no API at build time): hydration renders that
  // too, even when they have come by then; they follow right after.
  const hydrated = useHydrated();
  useTrackOnce(userType === 'client' ? 'Start_Client_SignUp' : 'Start_Provider_Sign_Up', {}, userType);

  // A taken address gets the same answer as a new one (decision 0025): the mail tells its owner, not this page.
  const register = useSend(getRegisterUserMutationOptions(), {
    onSuccess: (response) => {
      if (userType === 'provider') track('Provider_SignUp_Success');
      setSentTo(response.email);
    },
  });
  const form = useAppForm({
    defaultValues: blank,
    validators: { onChange: schema, onSubmit: schema },
    onSubmit: async ({ value }) => {
      await register.send({ data: registerBody(userType, value) });
    },
  });

  if (sentTo) return <CheckEmail email={sentTo} />;
  return (
    <AuthCard
      title={t(userType === 'client' ? 'account.signUp.clientTitle' : 'accounts.signUp.providerTitle')}
      subtitle={t(userType === 'client' ? 'account.signUp.clientIntro' : 'account.signUp.providerIntro')}
      footer={
        <>
          <p>{t('account.signUp.haveAccount', { link: inlineLink('/login/') })}</p>
          <p>
            {userType === 'client'
              ? t('account.signUp.asProvider', { link: inlineLink('/sign-up/provider/') })
              : t('account.signUp.asClient', { link: inlineLink('/sign-up/') })}
          </p>
        </>
      }
    >
      <Form form={form} className="flex flex-col gap-5">
        <form.AppField name="email">{(field) => <field.EmailField label={t('account.signUp.email')} />}</form.AppField>
        <div className="grid gap-5 sm:grid-cols-2">
          <form.AppField name="firstName">
            {(field) => (
              <field.TextField
                label={t('account.signUp.firstName')}
                optional={userType === 'provider'}
                autoComplete="given-name"
              />
            )}
          </form.AppField>
          <form.AppField name="lastName">
            {(field) => (
              <field.TextField
                label={t('account.signUp.lastName')}
                optional={userType === 'provider'}
                autoComplete="family-name"
              />
            )}
          </form.AppField>
        </div>
        {userType === 'client' ? (
          <form.AppField name="phoneNumber">
            {(field) => (
              <field.TextField
                label={t('account.signUp.phone')}
                hint={t('account.signUp.phoneHint')}
                inputMode="numeric"
                autoComplete="tel"
              />
            )}
          </form.AppField>
        ) : (
          <form.AppField name="countryIdentifier">
            {(field) => (
              <field.SelectField
                label={t('account.signUp.country')}
                placeholder={t('account.signUp.countryPlaceholder')}
                options={(hydrated ? (countries.data?.items ?? []) : []).map((c) => ({
                  value: c.identifier,
                  label: c.name,
                }))}
              />
            )}
          </form.AppField>
        )}
        <form.AppField name="password">
          {(field) => (
            <field.PasswordField
              label={t('account.signUp.password')}
              hint={t('account.password.hint')}
              autoComplete="new-password"
            />
          )}
        </form.AppField>
        <form.AppField name="confirmPassword">
          {(field) => <field.PasswordField label={t('account.signUp.confirmPassword')} autoComplete="new-password" />}
        </form.AppField>
        <form.AppField name="agreedToTerms">
          {(field) => (
            <field.CheckboxField
              label={t('account.signUp.terms', {
                terms: inlineLink('/terms/'),
                privacy: inlineLink('/privacy-policy/'),
              })}
            />
          )}
        </form.AppField>
        <form.SubmitButton size="lg" busy={register.busy} className="mt-1 w-full">
          {t('account.signUp.submit')}
        </form.SubmitButton>
      </Form>
    </AuthCard>
  );
}
