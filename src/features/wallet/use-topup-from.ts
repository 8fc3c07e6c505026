import { useRouterState } from '@tanstack/react-router';
import type { TopupPage } from '../payments';

/** The page a top-up is started from, where the card provider returns: the wallet, or the overview. */
export function useTopupFrom(): TopupPage {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  return pathname === '/overview/' ? '/overview/' : '/wallet/';
}
