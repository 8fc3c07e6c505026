// What notes, reviews and messages share: booking look-ups (their files: handlers/files.ts).
import type { Booking } from '../../../generated/model';
import type { AccountRecord } from '../../data/accounts';
import type { Db } from '../../db';

export const bookingById = (db: Db, id: string) => db.state.bookings.find((b) => b.identifier === id);
export const bookingOfParticipant = (db: Db, participantId: string) =>
  db.state.bookings.find((b) => b.participant.identifier === participantId);
export const isParty = (booking: Booking, account: AccountRecord) =>
  booking.client.identifier === account.identifier || booking.provider.identifier === account.identifier;
