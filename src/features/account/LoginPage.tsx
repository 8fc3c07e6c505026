import { Link } from '@tanstack/react-router';
import { Check } from 'lucide-react';
import { useMemo } from 'react';
import { Form, useAppForm } from '../../ui/form/form-kit';
import { PageContainer } from '../../ui/PageContainer';
import { PageTitle } from '../../ui/PageTitle';
import { isUnverified } from './field-error';
import { UnverifiedNotice } from './UnverifiedNotice';
import { DemoAccounts } from './DemoAccounts';
import { SignUpLinks } from './SignUpLinks';
import { loginSchema } from './login-schema';
import { useSignIn } from './use-sign-in';
import { useT } from '../../lib/i18n/translate';
import messages from './messages';

export function LoginPage({ redirect }: { redirect?: string }) {
  const t = useT(messages);
  const { signIn, pending, error, email } = useSignIn(redirect, isUnverified);
  const schema = useMemo(() => loginSchema(t), [t]);
  const form = useAppForm({
    defaultValues: { email: '', password: '' },
    validators: { onChange: schema },
    onSubmit: async ({ value }) => {
      await signIn(value);
    },
  });

  return (
    <PageContainer className="grid gap-10 lg:grid-cols-[minmax(0,28rem)_1fr] lg:gap-16">
      <div className="self-start rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <PageTitle title={t('auth.login.title')} subtitle={t('account.auth.login.intro')} className="mb-6" />
        {email && isUnverified(error) && (
          <div className="mb-5">
            <UnverifiedNotice email={email} />
          </div>
        )}
        <Form form={form} className="flex flex-col gap-5">
          <form.AppField name="email">
            {(field) => <field.EmailField label={t('account.auth.login.email')} />}
          </form.AppField>
          <form.AppField name="password">
            {(field) => (
              <field.PasswordField
                label={t('account.auth.login.password')}
                hint={t('account.auth.login.passwordHint')}
                autoComplete="current-password"
              />
            )}
          </form.AppField>
          <Link
            to="/forgot-password/"
            className="-mt-2 self-start text-sm font-semibold text-teal-800 underline-offset-4 hover:underline"
          >
            {t('account.forgot.link')}
          </Link>
          <form.SubmitButton size="lg" busy={pending} className="mt-1 w-full">
            {t('account.auth.login.submit')}
          </form.SubmitButton>
        </Form>
        <SignUpLinks />
        {import.meta.env.VITE_MOCKS === 'true' && (
          <DemoAccounts disabled={pending} onSignIn={(credentials) => void signIn(credentials)} />
        )}
      </div>
      <aside className="relative hidden overflow-hidden rounded-3xl bg-gradient-to-br from-teal-700 via-teal-800 to-indigo-900 p-10 text-white lg:block">
        <div className="absolute -top-16 -right-16 size-64 rounded-full bg-white/10" aria-hidden="true" />
        <div className="absolute -bottom-24 -left-10 size-72 rounded-full bg-indigo-400/20" aria-hidden="true" />
        <div className="relative flex h-full flex-col">
          <p className="text-2xl leading-snug font-semibold">{t('account.auth.login.asideTitle')}</p>
          <ul className="mt-8 flex flex-col gap-4 text-teal-50">
            {(
              [
                'account.auth.login.asidePoint1',
                'account.auth.login.asidePoint2',
                'account.auth.login.asidePoint3',
              ] as const
            ).map((id) => (
              <li key={id} className="flex items-start gap-3">
                <Check className="mt-0.5 size-5 shrink-0 text-teal-200" aria-hidden="true" />
                {t(id)}
              </li>
            ))}
          </ul>
          <p className="mt-auto pt-10 text-sm font-medium tracking-wide text-teal-100/90">{t('app.tagline')}</p>
        </div>
      </aside>
    </PageContainer>
  );
}
