import type { ReactNode } from 'react';

const sizes = {
  // A settings-like page's section.
  page: { box: 'rounded-3xl p-6 sm:p-8', title: 'text-lg' },
  // A card among others (the overview's and the wallet's side cards).
  card: { box: 'rounded-2xl p-5 sm:p-6', title: 'text-base' },
};

/** A titled white section (`id` names its heading); `action` sits beside the title (an Add button). */
export function Section({
  id,
  title,
  action,
  size = 'page',
  children,
}: {
  id: string;
  title: string;
  action?: ReactNode;
  size?: keyof typeof sizes;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={`bg-white shadow-sm ring-1 ring-slate-200 ${sizes[size].box}`}>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id={id} className={`font-semibold text-slate-900 ${sizes[size].title}`}>
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}
