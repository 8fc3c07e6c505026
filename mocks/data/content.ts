// Session notes, reviews and chats. Files are references (data/files.ts); their bytes are not state.
import { at } from '../lib/required';
import type { SeedClock } from './clock';
import { seededFile, type StoredFile } from './files';
import { bookingIds, ids } from './ids';

export interface NoteRecord {
  identifier: string;
  bookingIdentifier: string;
  providerIdentifier: string;
  title: string;
  body: string;
  files: StoredFile[];
  createdAt: string;
  updatedAt: string;
}

export interface ReviewRecord {
  identifier: string;
  /** The booking participant reviewed (booking.participant.identifier). */
  participantIdentifier: string;
  bookingIdentifier: string;
  providerIdentifier: string;
  reviewerIdentifier: string;
  /** The reviewer's display name; the API hides it when isAnonymous. */
  reviewerName: string;
  rating: number;
  comment?: string;
  isAnonymous: boolean;
  createdAt: string;
  editCount: number;
}

/** A provider's average rating over their reviews, to 2 decimals; null without reviews. */
export function averageRating(reviews: ReviewRecord[]): number | null {
  if (reviews.length === 0) return null;
  return Math.round((reviews.reduce((sum, r) => sum + r.rating, 0) / reviews.length) * 100) / 100;
}

export interface ChatRecord {
  identifier: string;
  memberIdentifiers: [string, string];
  createdAt: string;
  /** The time of the last message. */
  updatedAt: string;
}

export interface MessageRecord {
  identifier: string;
  chatIdentifier: string;
  senderIdentifier: string;
  body: string | null;
  attachments: StoredFile[];
  seen: boolean;
  isDeleted: boolean;
  editedAt: string | null;
  createdAt: string;
  /** When it was last edited, deleted or seen; absent while it is as it was sent (the conversation's `changes`). */
  updatedAt?: string;
}

export interface ContentState {
  notes: NoteRecord[];
  reviews: ReviewRecord[];
  chats: ChatRecord[];
  messages: MessageRecord[];
}

/** Booking participant ids follow this convention in the seed: bk_x → bp_x. */
export const participantIdOf = (bookingIdentifier: string) => bookingIdentifier.replace(/^bk_/, 'bp_');

export const contentIds = {
  notes: { first: 'nt_demo_first', homework: 'nt_demo_homework', followUp: 'nt_demo_followup' },
  demoReview: 'rv_demo_client',
  chats: { demoProvider: 'ch_demo_provider', demoSecond: 'ch_demo_second' },
  attachedMessage: 'msg_demo_040',
} as const;

function seedNotes(clock: SeedClock): NoteRecord[] {
  const note = (n: Omit<NoteRecord, 'providerIdentifier' | 'updatedAt'> & { updatedAt?: string }): NoteRecord => ({
    providerIdentifier: ids.provider,
    updatedAt: n.createdAt,
    ...n,
  });
  return [
    note({
      identifier: contentIds.notes.first,
      bookingIdentifier: bookingIds.completedWithFeedback,
      title: 'First session',
      body: 'Discussed sleep routine and work stress. Agreed on a short evening journaling exercise.',
      files: [seededFile('nf_demo_worksheet', 'sleep-worksheet.pdf'), seededFile('nf_demo_summary', 'summary.txt')],
      createdAt: clock.daysAgo(6),
      updatedAt: clock.hoursFromNow(-24 * 6 + 2),
    }),
    note({
      identifier: contentIds.notes.homework,
      bookingIdentifier: bookingIds.completedWithFeedback,
      title: 'Homework',
      body: 'Journal three evenings a week; bring the worksheet next time.',
      files: [],
      createdAt: clock.hoursFromNow(-24 * 6 + 1),
    }),
    note({
      identifier: contentIds.notes.followUp,
      bookingIdentifier: bookingIds.completedNoFeedback,
      title: 'Follow-up',
      body: 'Journaling helps; sleep improved. Next: breathing exercises before meetings.',
      files: [seededFile('nf_demo_breathing', 'breathing-exercises.pdf')],
      createdAt: clock.daysAgo(2),
    }),
  ];
}

const reviewComments = [
  'Very attentive and helpful.',
  'I felt heard from the first minute.',
  'Practical advice I could use the same week.',
  'Calm, warm and well prepared.',
  'Good session, the time went by quickly.',
  'Helped me see the problem from a new angle.',
];
const reviewerNames = [
  'Chidi N.',
  'Fatima B.',
  'Tunde A.',
  'Ngozi E.',
  'Kwame M.',
  'Ifeoma U.',
  'Bola K.',
  'Emeka O.',
  'Zainab S.',
  'Segun D.',
  'Amina Y.',
  'Obinna C.',
];

function seedReviews(clock: SeedClock): ReviewRecord[] {
  const demo: ReviewRecord = {
    identifier: contentIds.demoReview,
    participantIdentifier: participantIdOf(bookingIds.completedWithFeedback),
    bookingIdentifier: bookingIds.completedWithFeedback,
    providerIdentifier: ids.provider,
    reviewerIdentifier: ids.client,
    reviewerName: 'Grace A.',
    rating: 4.5,
    comment: 'Very attentive and helpful. The journaling exercise really works.',
    isAnonymous: false,
    createdAt: clock.daysAgo(5),
    editCount: 0,
  };
  // Reviews by fictional past clients of fictional past bookings, so that the provider pages have something to page.
  const past = (providerIdentifier: string, n: number, i: number): ReviewRecord => {
    const key = `${providerIdentifier.replace(/^pr_/, '')}_${String(n).padStart(2, '0')}`;
    return {
      identifier: `rv_past_${key}`,
      participantIdentifier: `bp_past_${key}`,
      bookingIdentifier: `bk_past_${key}`,
      providerIdentifier,
      reviewerIdentifier: `cl_past_${key}`,
      reviewerName: at(reviewerNames, i % reviewerNames.length),
      rating: at([5, 4.5, 4, 5, 3.5, 5, 4], i % 7),
      ...(i % 4 === 3 ? {} : { comment: reviewComments[i % reviewComments.length] }),
      isAnonymous: i % 5 === 2,
      createdAt: clock.daysAgo(7 + n * 4),
      editCount: i % 6 === 1 ? 1 : 0,
    };
  };
  return [
    demo,
    ...Array.from({ length: 12 }, (_, i) => past(ids.provider, i + 1, i)),
    ...Array.from({ length: 3 }, (_, i) => past(ids.secondProvider, i + 1, i + 3)),
  ];
}

const demoLines: [from: 'client' | 'provider', text: string][] = [
  ['client', 'Hello, I booked a session for next week. Is there anything I should prepare?'],
  ['provider', 'Hi Grace, nothing special. Maybe note down what you would like to focus on.'],
  ['client', 'Great, I will do that.'],
  ['provider', 'How have you been sleeping since our last talk?'],
  ['client', 'A bit better, thanks. The journaling helps.'],
  ['provider', 'Glad to hear it. Keep it up, even on busy days.'],
  ['client', 'Could we move to an earlier time next time?'],
  ['provider', 'Sure, pick any free slot in the calendar and reschedule.'],
  ['client', 'Done, thank you!'],
];

function seedChats(clock: SeedClock): Pick<ContentState, 'chats' | 'messages'> {
  const messages: MessageRecord[] = [];
  const { demoProvider, demoSecond } = contentIds.chats;
  const total = 46;
  // Special messages among the cycled lines: one with an attachment, one deleted, one edited, two unread at the end.
  const special: Record<number, Partial<MessageRecord> & { from?: 'client' | 'provider' }> = {
    30: { from: 'client', body: null, isDeleted: true },
    35: {
      from: 'provider',
      body: 'Reminder: the session starts ten minutes later today.',
      editedAt: clock.hoursFromNow(-1 - (total - 35) * 5 + 0.2),
    },
    40: {
      from: 'client',
      body: 'Here is my intake form.',
      attachments: [seededFile('at_demo_intake', 'intake-form.pdf')],
    },
    45: { from: 'provider', body: 'Thanks for the form. See you on Monday.', seen: false },
    46: { from: 'provider', body: 'Please bring the worksheet.', seen: false },
  };
  for (let i = 1; i <= total; i += 1) {
    const [lineFrom, text] = at(demoLines, (i - 1) % demoLines.length);
    const { from = lineFrom, ...overrides } = special[i] ?? {};
    messages.push({
      identifier: `msg_demo_${String(i).padStart(3, '0')}`,
      chatIdentifier: demoProvider,
      senderIdentifier: from === 'client' ? ids.client : ids.provider,
      body: text,
      attachments: [],
      seen: true,
      isDeleted: false,
      editedAt: null,
      createdAt: clock.hoursFromNow(-1 - (total - i) * 5),
      ...overrides,
    });
  }

  const second: [string, string][] = [
    [ids.client, 'Hallo Lena, do you also offer sessions in English?'],
    [ids.secondProvider, 'Hi Grace, yes, all my sessions are available in English and German.'],
    [ids.client, 'Wonderful, I will have a look at your calendar.'],
    [ids.secondProvider, 'Let me know if you have any questions.'],
  ];
  second.forEach(([senderIdentifier, body], i) => {
    messages.push({
      identifier: `msg_second_${String(i + 1).padStart(3, '0')}`,
      chatIdentifier: demoSecond,
      senderIdentifier,
      body,
      attachments: [],
      seen: i < second.length - 1,
      isDeleted: false,
      editedAt: null,
      createdAt: clock.hoursFromNow(-72 + i * 3),
    });
  });

  return {
    chats: [
      {
        identifier: demoProvider,
        memberIdentifiers: [ids.client, ids.provider],
        createdAt: at(messages, 0).createdAt,
        updatedAt: at(messages, total - 1).createdAt,
      },
      {
        identifier: demoSecond,
        memberIdentifiers: [ids.client, ids.secondProvider],
        createdAt: clock.hoursFromNow(-72),
        updatedAt: clock.hoursFromNow(-72 + 9),
      },
    ],
    messages,
  };
}

export function seedContent(clock: SeedClock): ContentState {
  return { notes: seedNotes(clock), reviews: seedReviews(clock), ...seedChats(clock) };
}
