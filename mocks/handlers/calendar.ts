// The private calendar subscription (decision 0009): a secret link per user, turned on, replaced or off here, and the
// feed behind it, which calendar apps read without a session.
import type { CalendarSubscription } from '../../generated/model';
import type { Db } from '../db';
import { currentAccount } from '../lib/auth';
import { conflict, notFound, type RequestContext, type Router } from '../lib/http';
import { randomToken } from '../lib/secrets';
import { calendarFeed } from './calendar-feed';

const OFF: CalendarSubscription = { url: null, createdAt: null };

/** The language of the caller (`X-Language`): en or de. */
export const languageOf = (ctx: RequestContext) =>
  ctx.request.headers.get('x-language')?.toLowerCase().startsWith('de') ? 'de' : 'en';

export function registerCalendar(router: Router, db: Db): void {
  const feedUrl = (ctx: RequestContext, secret: string) => `${router.apiBase(ctx.url)}/calendar-feed/${secret}`;
  const mine = (ctx: RequestContext) => {
    const me = currentAccount(db, ctx);
    return { me, subscription: db.state.calendarSubscriptions.find((s) => s.userIdentifier === me.identifier) };
  };
  /** A new secret for the user: the previous link, if any, stops working. */
  const newLink = (ctx: RequestContext, userIdentifier: string): CalendarSubscription => {
    const record = {
      userIdentifier,
      secret: randomToken(),
      language: languageOf(ctx),
      createdAt: db.now().toISOString(),
    } as const;
    db.state.calendarSubscriptions = [
      ...db.state.calendarSubscriptions.filter((s) => s.userIdentifier !== userIdentifier),
      record,
    ];
    return { url: feedUrl(ctx, record.secret), createdAt: record.createdAt };
  };

  router.get('/user/calendar-subscription', (ctx) => {
    const { subscription } = mine(ctx);
    return subscription ? { url: feedUrl(ctx, subscription.secret), createdAt: subscription.createdAt } : OFF;
  });
  router.put('/user/calendar-subscription', (ctx) => {
    const { me, subscription } = mine(ctx);
    return subscription
      ? { url: feedUrl(ctx, subscription.secret), createdAt: subscription.createdAt }
      : newLink(ctx, me.identifier);
  });
  router.post(
    '/user/calendar-subscription/replace',
    (ctx) => {
      const { me, subscription } = mine(ctx);
      if (!subscription)
        throw conflict('The calendar subscription is off: turn it on first.', 'CALENDAR_SUBSCRIPTION_OFF');
      return newLink(ctx, me.identifier);
    },
    { idempotent: true },
  );
  router.delete('/user/calendar-subscription', (ctx) => {
    const { me } = mine(ctx);
    db.state.calendarSubscriptions = db.state.calendarSubscriptions.filter((s) => s.userIdentifier !== me.identifier);
    return { message: 'Calendar subscription turned off' };
  });

  router.raw('/calendar-feed/{secret}', async (ctx) => {
    const subscription = db.state.calendarSubscriptions.find((s) => s.secret === ctx.params.secret);
    if (!subscription) throw notFound('Calendar feed');
    const { ics, changed } = calendarFeed(db, subscription);
    // A GET saves nothing by itself (handlers/index.ts): the event versions it moved on are kept here.
    if (changed) db.save();
    return new Response(ics, {
      headers: {
        'Content-Type': 'text/calendar; charset=utf-8',
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  });
}
