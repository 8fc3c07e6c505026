import type { ReactNode } from 'react';
import { useTimeZoneKnown } from '../lib/time-zone';
import { LoadingBlock } from '../ui/Spinner';

/** Holds the page (or the modal) until the signed-in user's time zone is known, so no time shows in another zone. */
export function ZoneGate({ children, fallback = <LoadingBlock /> }: { children: ReactNode; fallback?: ReactNode }) {
  return useTimeZoneKnown() ? children : fallback;
}
