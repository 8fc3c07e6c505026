import type { ReactNode } from 'react';
import { useDocumentTitle } from '../lib/document-title';

/** The page's h1 and the tab title; every page has exactly one. */
export function PageTitle({
  title,
  subtitle,
  className = 'mb-8',
}: {
  title: string;
  subtitle?: ReactNode;
  className?: string;
}) {
  useDocumentTitle(title);
  return (
    <div className={className}>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
      {subtitle && <p className="mt-2 max-w-2xl text-base text-slate-600">{subtitle}</p>}
    </div>
  );
}
