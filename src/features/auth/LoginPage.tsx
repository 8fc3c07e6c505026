import { useForm } from '@tanstack/react-form';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/fields';
import { PageContainer } from '../../ui/PageLayout';
import { PageTitle } from '../../ui/PageTitle';
import { DemoAccounts } from './DemoAccounts';
import { loginSchema } from './login-schema';
import { useSignIn } from './use-sign-in';

export function LoginPage({ redirect }: { redirect?: string }) {
  const intl = useIntl();
  const { signIn, pending } = useSignIn(redirect);
  const schema = useMemo(() => loginSchema(intl), [intl]);
  const form = useForm({
    defaultValues: { email: '', password: '' },
    validators: { onChange: schema },
    onSubmit: async ({ value }) => {
      await signIn(value);
    },
  });

  return (
    <PageContainer className="grid gap-10 lg:grid-cols-[minmax(0,28rem)_1fr] lg:gap-16">
      <div className="self-start rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <PageTitle title={intl.formatMessage({ id: 'auth.login.title' })} subtitle={intl.formatMessage({ id: 'auth.login.intro' })} className="mb-6" />
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void form.handleSubmit();
          }}
          className="flex flex-col gap-5"
        >
          <form.Field name="email">
            {(field) => <TextField field={field} label={intl.formatMessage({ id: 'auth.login.email' })} type="email" autoComplete="email" inputMode="email" />}
          </form.Field>
          <form.Field name="password">
            {(field) => (
              <TextField
                field={field}
                label={intl.formatMessage({ id: 'auth.login.password' })}
                hint={intl.formatMessage({ id: 'auth.login.passwordHint' })}
                type="password"
                autoComplete="current-password"
              />
            )}
          </form.Field>
          <form.Subscribe selector={(s) => s.isSubmitting}>
            {(isSubmitting) => (
              <Button type="submit" size="lg" busy={isSubmitting || pending} className="mt-1 w-full">
                {intl.formatMessage({ id: 'auth.login.submit' })}
              </Button>
            )}
          </form.Subscribe>
        </form>
        {import.meta.env.VITE_MOCKS === 'true' && <DemoAccounts disabled={pending} onSignIn={(credentials) => void signIn(credentials)} />}
      </div>
      <aside className="relative hidden overflow-hidden rounded-3xl bg-gradient-to-br from-teal-700 via-teal-800 to-indigo-900 p-10 text-white lg:block">
        <div className="absolute -top-16 -right-16 size-64 rounded-full bg-white/10" aria-hidden="true" />
        <div className="absolute -bottom-24 -left-10 size-72 rounded-full bg-indigo-400/20" aria-hidden="true" />
        <div className="relative flex h-full flex-col">
          <p className="text-2xl leading-snug font-semibold">{intl.formatMessage({ id: 'auth.login.asideTitle' })}</p>
          <ul className="mt-8 flex flex-col gap-4 text-teal-50">
            {(['auth.login.asidePoint1', 'auth.login.asidePoint2', 'auth.login.asidePoint3'] as const).map((id) => (
              <li key={id} className="flex items-start gap-3">
                <svg viewBox="0 0 20 20" className="mt-0.5 size-5 shrink-0 text-teal-200" aria-hidden="true">
                  <path d="M4 10.5l4 4 8-9" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
                {intl.formatMessage({ id })}
              </li>
            ))}
          </ul>
          <p className="mt-auto pt-10 text-sm font-medium tracking-wide text-teal-100/90">{intl.formatMessage({ id: 'app.tagline' })}</p>
        </div>
      </aside>
    </PageContainer>
  );
}
