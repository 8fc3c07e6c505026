import type { ReactNode } from 'react';

/**
 * The page frame's outer box and its header bar, drawn by PageLayout and, before any script has run, by index.html
 * (its copy is rendered from this file at build time: scripts/painted-header-plugin.ts, decision 0074).
 */
export const frameClasses = 'flex min-h-dvh flex-col bg-slate-50 text-slate-900';
export const homeLinkClasses = 'shrink-0 rounded-lg focus-visible:outline-2 focus-visible:outline-teal-700';

/** `home` and `children` share the bar's row; `below` comes under it (the phone menu). */
export function HeaderBar({ home, children, below }: { home: ReactNode; children?: ReactNode; below?: ReactNode }) {
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200/80 bg-white/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4 sm:px-6">
        {home}
        {children}
      </div>
      {below}
    </header>
  );
}
