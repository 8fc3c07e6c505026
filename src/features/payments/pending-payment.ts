/**
 * The pending-payment flag (spec: set before the hand-off to the card provider): which payment to poll when the
 * browser comes back, kept in sessionStorage so that a reload or a return without `?reference=` resumes it.
 */
export interface PendingPayment {
  reference: string;
  bookingId: string;
}

const KEY = 'pendingPayment';

export function readPendingPayment(): PendingPayment | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Partial<PendingPayment> | null;
    return typeof value?.reference === 'string' && typeof value.bookingId === 'string' ? { reference: value.reference, bookingId: value.bookingId } : null;
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
