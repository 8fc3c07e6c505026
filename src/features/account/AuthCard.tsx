import type { ReactNode } from 'react';
import { PageContainer } from '../../ui/PageContainer';
import { PageTitle } from '../../ui/PageTitle';

/** The one-card layout of the account pages (sign-up, verification, password reset). */
export function AuthCard({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <PageContainer narrow>
      <div className="mx-auto max-w-xl rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <PageTitle title={title} subtitle={subtitle} className="mb-6" />
        {children}
      </div>
      {footer && (
        <div className="mx-auto mt-6 flex max-w-xl flex-col gap-2 text-center text-sm text-slate-700">{footer}</div>
      )}
    </PageContainer>
  );
}

export { inlineLinkClasses as linkClasses } from '../../ui/inline-link';

/** A calm confirmation or failure box inside a card. */
export function Notice({
  tone,
  title,
  children,
}: {
  tone: 'success' | 'warning' | 'info';
  title?: string;
  children: ReactNode;
}) {
  const tones = {
    success: 'bg-teal-50 text-teal-900 ring-teal-200',
    warning: 'bg-amber-50 text-amber-900 ring-amber-200',
    info: 'bg-indigo-50 text-indigo-900 ring-indigo-200',
  };
  return (
    <div role={tone === 'warning' ? 'alert' : 'status'} className={`rounded-2xl p-4 text-sm ring-1 ${tones[tone]}`}>
      {title && <p className="mb-1 font-semibold">{title}</p>}
      {children}
    </div>
  );
}
