// The mock outbox: every e-mail the offline backend "sends" (verification and reset links, e-mail change codes, the
// notices to an address that already has an account, shared-session invitations), kept in the store so that the dev
// menu, `GET /__mock/outbox` and the tests can read them. Mock-only.
import type { Db } from '../db';

export type MailKind =
  | 'verify'
  | 'reset'
  | 'email-change'
  | 'topup-complete'
  | 'account-exists'
  | 'email-in-use'
  | 'booking-invitation'
  | 'waitlist-offer';

export interface OutboxMail {
  id: string;
  kind: MailKind;
  to: string;
  subject: string;
  sentAt: string;
  /** The app path the mail links to (`/verify-email/?token=…`), when it has a link. */
  link: string | null;
  /** The one-time code, when the mail carries one (e-mail change). */
  code: string | null;
}

/** At most this many mails are kept (the oldest go first). */
const KEEP = 50;

const subjects: Record<MailKind, string> = {
  verify: 'Verify your e-mail address',
  reset: 'Reset your password',
  'email-change': 'Your e-mail change code',
  'topup-complete': 'Your wallet top-up is complete',
  // Sign-up with an address that has an account: the owner hears of it, the sign-up's answer does not say (0025).
  'account-exists': 'You already have an account',
  // An e-mail change to an address that has an account: its owner hears of it, the asker gets no code.
  'email-in-use': 'Someone tried to use your e-mail address',
  'booking-invitation': 'You are invited to a therapy session',
  'waitlist-offer': 'An earlier time is free',
};

/** The store's outbox (a state persisted before the outbox existed has none yet). */
function box(db: Db): OutboxMail[] {
  const state: { outbox?: OutboxMail[] } = db.state;
  state.outbox ??= [];
  return state.outbox;
}

/** `subject` replaces the kind's English subject, for a mail written in the recipient's language. */
export function sendMail(
  db: Db,
  mail: { kind: MailKind; to: string; link?: string; code?: string; subject?: string },
): void {
  const outbox = box(db);
  outbox.push({
    id: db.newId('mail'),
    kind: mail.kind,
    to: mail.to,
    subject: mail.subject ?? subjects[mail.kind],
    sentAt: db.now().toISOString(),
    link: mail.link ?? null,
    code: mail.code ?? null,
  });
  if (outbox.length > KEEP) outbox.splice(0, outbox.length - KEEP);
}

/** Every kept mail, newest first. */
export function readOutbox(db: Db): OutboxMail[] {
  return [...box(db)].reverse();
}
