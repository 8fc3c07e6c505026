import type { ReactNode } from 'react';

/** The content column of a page; `narrow` for reading text. */
export function PageContainer({
  children,
  className = '',
  narrow = false,
}: {
  children: ReactNode;
  className?: string;
  narrow?: boolean;
}) {
  return (
    <div className={`mx-auto w-full ${narrow ? 'max-w-3xl' : 'max-w-6xl'} px-4 py-8 sm:px-6 sm:py-12 ${className}`}>
      {children}
    </div>
  );
}
