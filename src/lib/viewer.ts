import { redirect, useRouteContext } from '@tanstack/react-router';
import type { UserType } from '../../generated/model';
import type { Session } from './session';

/** Who is signed in, as the sign-in guard (`_authenticated`'s beforeLoad) puts it into the route context. */
export interface Viewer {
  userType: UserType;
  /** Missing for a session stored before the identifier was kept. */
  userId?: string;
}

export function viewerOf(session: Session): Viewer {
  return { userType: session.userType, ...(session.userId ? { userId: session.userId } : {}) };
}

/**
 * The signed-in viewer, for anything rendered by a page behind the sign-in guard. Components above the pages (the
 * header's menu, the modal host) are outside the guard and read the stored session instead (decision 0025).
 */
export function useViewer(): Viewer {
  return useRouteContext({ from: '/_authenticated', select: (context) => context.viewer });
}

/** A `beforeLoad` for the pages only providers have: anyone else is sent to the overview. */
export function providersOnly({ context }: { context: { viewer: Viewer } }): void {
  if (context.viewer.userType !== 'provider') throw redirect({ to: '/overview/', replace: true });
}
