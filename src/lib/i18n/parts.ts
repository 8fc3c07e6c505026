/** The two parts of each locale's messages (decision 0073): `start` (startAreas) and `rest` (every other area). */
export type MessagePart = 'start' | 'rest';

/** The pages a signed-out visitor lands on; they render with the start part alone. */
export const START_PATHS: readonly string[] = ['/', '/login/'];

/** The parts a page needs before it renders. */
export function partsFor(pathname: string): MessagePart[] {
  return START_PATHS.includes(pathname) ? ['start'] : ['start', 'rest'];
}
