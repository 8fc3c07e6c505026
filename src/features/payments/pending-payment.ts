/**
 * The pending-payment flag (spec: set before the hand-off to the card provider): which payment to poll when the
 * browser comes back, kept in sessionStorage so that a reload or a return without `?reference=` resumes it. A booking
 * payment names its booking; a wallet top-up names the page it was started from, where the checkout returns.
 */
export type PendingPayment = { reference: string; bookingId: string } | { reference: string; topupFrom: TopupPage };

/** The pages a card top-up can be started from (and returned to). */
const topupPages = ['/wallet/', '/overview/'] as const;
export type TopupPage = (typeof topupPages)[number];

const KEY = 'pendingPayment';

export function readPendingPayment(): PendingPayment | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Record<string, unknown> | null;
    if (typeof value?.reference !== 'string') return null;
    if (typeof value.bookingId === 'string') return { reference: value.reference, bookingId: value.bookingId };
    const from = topupPages.find((page) => page === value.topupFrom);
    return from ? { reference: value.reference, topupFrom: from } : null;
  } catch {
    return null;
  }
}

export function setPendingPayment(pending: PendingPayment): void {
  sessionStorage.setItem(KEY, JSON.stringify(pending));
}

export function clearPendingPayment(): void {
  sessionStorage.removeItem(KEY);
}

/** The payment to poll on a booking's payment page: the provider's `?reference=`, else this booking's flag. */
export function pollReferenceFor(
  bookingId: string,
  reference: string | undefined,
  stored: PendingPayment | null,
): string | undefined {
  return (
    reference ?? (stored && 'bookingId' in stored && stored.bookingId === bookingId ? stored.reference : undefined)
  );
}
