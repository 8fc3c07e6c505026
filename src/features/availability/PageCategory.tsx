import { useSearch } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { QueryBoundary } from '../../lib/query-boundary';
import { chosenCategory, ownProfileQuery } from './queries';

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
  const intl = useIntl();
  const search: { category?: string } = useSearch({ strict: false });
  return (
    <QueryBoundary
      query={ownProfileQuery()}
      failedTitle={intl.formatMessage({ id: 'availability.loadFailed' })}
      frame={frame}
    >
      {(profile) => children(chosenCategory(profile, search.category))}
    </QueryBoundary>
  );
}
