import { Link, type LinkProps } from '@tanstack/react-router';
import type { ReactNode } from 'react';

export const inlineLinkClasses =
  'font-semibold text-teal-800 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-teal-700';

/** A message's `<link>…</link>` chunk as a router link: `intl.formatMessage({ id }, { link: inlineLink('/login/') })`. */
export function inlineLink(to: LinkProps['to']) {
  return function InlineLink(chunks: ReactNode[]) {
    return (
      <Link to={to} className={inlineLinkClasses}>
        {chunks}
      </Link>
    );
  };
}
