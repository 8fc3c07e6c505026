// The waitlist for an earlier slot (decision 0009): the client's bookings that wait for an earlier time.

export interface WaitlistRecord {
  bookingIdentifier: string;
  clientIdentifier: string;
  /** The latest start the client wants to hear of (ISO instant). */
  until: string;
  joinedAt: string;
  /** The booking's start when it joined: a booking moved since (by either side) has left the waitlist. */
  startTime: string;
  /** The language of the mails, from the call that joined (`X-Language`). */
  language: 'en' | 'de';
  /** The slot the client last heard of (offered on joining, or mailed), so that the same slot is mailed once. */
  notifiedSlotIdentifier: string | null;
}

export interface WaitlistState {
  bookingWaitlist: WaitlistRecord[];
}

export function seedWaitlist(): WaitlistState {
  return { bookingWaitlist: [] };
}
