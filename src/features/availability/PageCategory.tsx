import { useSearch } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { QueryBoundary } from '../../lib/query-boundary';
import { chosenCategory, ownProfileQuery } from './queries';
import { useT } from '../../lib/i18n/translate';
import messages from './messages';

/**
 * A modal's category: the page's (`?category=`) when the provider offers it, else their first (undefined when they
 * offer none). It comes from the provider's profile, which waits and fails inside the modal's `frame`.
 */
export function PageCategory({
  frame,
  children,
}: {
  frame: (content: ReactNode) => ReactNode;
  children: (category: string | undefined) => ReactNode;
}) {
  const t = useT(messages);
  const search: { category?: string } = useSearch({ strict: false });
  return (
    <QueryBoundary query={ownProfileQuery()} failedTitle={t('availability.loadFailed')} frame={frame}>
      {(profile) => children(chosenCategory(profile, search.category))}
    </QueryBoundary>
  );
}
