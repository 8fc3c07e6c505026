import type { LoginRequest } from '../../../generated/model';
import { useDemoT, useT } from '../../lib/i18n/translate';
import messages from './messages';

// The offline backend's seeded accounts (mocks/data/ids.ts); shown in mock mode only.
const DEMO_PASSWORD = 'Passw0rd!';
const demoAccounts = [
  { email: 'client@example.com', role: 'userType.client' },
  { email: 'provider@example.com', role: 'userType.provider' },
] as const;

export function DemoAccounts({
  onSignIn,
  disabled,
}: {
  onSignIn: (credentials: LoginRequest) => void;
  disabled: boolean;
}) {
  const t = useT(messages);
  const demoT = useDemoT();
  return (
    <section
      aria-labelledby="demo-accounts"
      className="mt-8 rounded-2xl border border-dashed border-indigo-200 bg-indigo-50/60 p-4"
    >
      <h2 id="demo-accounts" className="text-sm font-semibold text-indigo-900">
        {demoT('auth.demo.title')}
      </h2>
      <p className="mt-1 text-sm text-indigo-900/80">
        {demoT('auth.demo.text', {
          password: <code className="rounded bg-white px-1 py-0.5 text-xs font-semibold">{DEMO_PASSWORD}</code>,
        })}
      </p>
      <ul className="mt-3 grid gap-2">
        {demoAccounts.map((account) => (
          <li key={account.email}>
            <button
              type="button"
              disabled={disabled}
              onClick={() => onSignIn({ email: account.email, password: DEMO_PASSWORD })}
              className="flex w-full flex-col items-start rounded-xl bg-white px-3 py-2.5 text-left ring-1 ring-indigo-100 transition hover:ring-indigo-300 focus-visible:outline-2 focus-visible:outline-teal-700 disabled:opacity-60"
            >
              <span className="text-sm font-semibold text-slate-900">
                {demoT('auth.demo.signInAs', { role: t(account.role) })}
              </span>
              <span className="text-xs break-all text-slate-600">{account.email}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
