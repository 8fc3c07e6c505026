// The conversation's display rules, kept pure for tests: merging the cached pages into one oldest-first list, and
// grouping it by day in the user's time zone.
import { TZDate } from '@date-fns/tz';
import { format, subDays } from 'date-fns';
import type { ChatMessage } from '../../../generated/model';
import { calendarDay } from '../../lib/i18n/format';

/** A message the server has, or one being sent from this tab (`local`: its state and what to retry). */
export type ShownMessage = ChatMessage & { local?: { state: 'sending' | 'failed' } };

export type ConversationRow =
  { kind: 'day'; key: string; day: string } | { kind: 'message'; key: string; message: ShownMessage };

// Plain code-unit order (ISO times sort as text); localeCompare is far slower over thousands of messages.
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const newestFirst = (a: ChatMessage, b: ChatMessage) =>
  compare(b.createdAt, a.createdAt) || compare(b.identifier, a.identifier);

/**
 * One oldest-first list from several newest-first sources; a message found in several keeps its version from the
 * first source that has it (give the freshest first: the polled newest page, then the older pages).
 */
export function mergeMessages(...sources: ChatMessage[][]): ChatMessage[] {
  const byId = new Map<string, ChatMessage>();
  for (const source of sources) for (const m of source) if (!byId.has(m.identifier)) byId.set(m.identifier, m);
  return [...byId.values()].sort(newestFirst).reverse();
}

/** `messages` with each one that `changes` holds replaced by its changed version (none added). */
export function withChanges(messages: ChatMessage[], changes: ChatMessage[] | undefined): ChatMessage[] {
  if (!changes?.length) return messages;
  const byId = new Map(changes.map((m) => [m.identifier, m]));
  return messages.map((m) => byId.get(m.identifier) ?? m);
}

/** The calendar day of an instant in a time zone, as `yyyy-MM-dd` (a long chat asks for thousands at once). */
export function dayKey(instant: string | Date, timeZone: string): string {
  return calendarDay(instant, timeZone);
}

/** Oldest-first messages with a day heading before the first message of each day (days in `timeZone`). */
export function conversationRows(messages: ShownMessage[], timeZone: string): ConversationRow[] {
  const rows: ConversationRow[] = [];
  let lastDay = '';
  for (const message of messages) {
    const day = dayKey(message.createdAt, timeZone);
    if (day !== lastDay) {
      rows.push({ kind: 'day', key: `day:${day}`, day });
      lastDay = day;
    }
    rows.push({ kind: 'message', key: message.identifier, message });
  }
  return rows;
}

/** How a day heading reads: 'today', 'yesterday', or the date itself. */
export function dayName(day: string, timeZone: string, now = new Date()): 'today' | 'yesterday' | 'date' {
  const today = new TZDate(now.getTime(), timeZone);
  if (day === format(today, 'yyyy-MM-dd')) return 'today';
  if (day === format(subDays(today, 1), 'yyyy-MM-dd')) return 'yesterday';
  return 'date';
}
