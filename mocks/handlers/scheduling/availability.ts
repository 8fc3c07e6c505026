// Availability: the client's month of free slots, and the provider's week, custom days, settings and calendar.
import type { WeekdayAvailability } from '../../../generated/model';
import {
  AddCustomAvailabilityDayBody,
  GetAvailabilitySettingQueryParams,
  GetDefaultAvailabilityDaysQueryParams,
  GetProviderAvailabilityMonthQueryParams,
  GetProviderCalendarMonthQueryParams,
  ListCustomAvailabilityDaysQueryParams,
  ListProviderTimeslotsQueryParams,
  SaveAvailabilitySettingBody,
  SaveProviderCalendarDayBody,
  SaveRecurringAvailabilityDaysBody,
  UpdateCalendarSettingsBody,
} from '../../../generated/zod/availability/availability.zod';
import { daysOfMonth, defaultSetting, GENERAL, therapyName, weekFor } from '../../data/scheduling';
import type { Db } from '../../db';
import { currentAccount, requireRole } from '../../lib/auth';
import { badRequest, conflict, forbidden, jsonBody, notFound, queryParams, type Router } from '../../lib/http';
import {
  assertBookingsKept,
  assertWeekKeepsBookings,
  calendarDay,
  calendarKeyFor,
  categoryOfKey,
  freeSlotsOfMonth,
  normalisedIntervals,
  rangeDates,
  startGeneralFromFirstCategory,
  upcomingSlots,
  upsertCustomDay,
  weekResponse,
} from './calendar';
import { calendarOf, providerInfo } from './shared';

export function registerAvailability(router: Router, db: Db): void {
  router.get('/providers-availability/{id}/timeslot/{month}', (ctx) => {
    currentAccount(db, ctx);
    const q = queryParams(ctx, GetProviderAvailabilityMonthQueryParams);
    const month = ctx.params.month;
    if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) throw badRequest(['month: must be YYYY-MM']);
    const provider = providerInfo(db, ctx.params.id);
    if (!provider) throw notFound('Provider');
    const calendar = calendarOf(db, provider.identifier);
    if (calendar.calendarSetupType === 'BY_CATEGORY' && q.category && !therapyName(q.category))
      throw notFound('Therapy category');
    const key = calendar.calendarSetupType === 'GENERAL' ? GENERAL : q.category;
    return {
      month,
      providerIdentifier: provider.identifier,
      days: key ? freeSlotsOfMonth(db, provider.identifier, key, month, q.category) : [],
    };
  });

  router.get('/provider-availability/days/default', (ctx) => {
    const me = requireRole(db, ctx, 'provider');
    const q = queryParams(ctx, GetDefaultAvailabilityDaysQueryParams);
    const calendar = calendarOf(db, me.identifier);
    return weekResponse(calendar, calendarKeyFor(calendar, q.category));
  });

  router.post('/provider-availability/days/recurring', async (ctx) => {
    const me = requireRole(db, ctx, 'provider');
    const body = await jsonBody(ctx, SaveRecurringAvailabilityDaysBody);
    const calendar = calendarOf(db, me.identifier);
    const key = calendarKeyFor(calendar, body.categoryIdentifier, 'categoryIdentifier');
    if (new Set(body.days.map((d) => d.weekday)).size !== body.days.length)
      throw badRequest(['days: each weekday may appear once']);
    const changes = new Map<string, WeekdayAvailability>(
      body.days.map((d, i) => [
        d.weekday,
        {
          weekday: d.weekday,
          isAvailable: d.isAvailable,
          timeslotIntervals: normalisedIntervals(d.isAvailable, d.timeslotIntervals, `days.${i}.timeslotIntervals`),
        },
      ]),
    );
    const week = weekFor(calendar, key).map((d) => changes.get(d.weekday) ?? d);
    assertWeekKeepsBookings(db, me.identifier, key, { ...calendar, weeks: { ...calendar.weeks, [key]: week } });
    calendar.weeks[key] = week;
    return weekResponse(calendar, key);
  });

  router.get('/provider-availability/timeslot/{id}', (ctx) => {
    const me = requireRole(db, ctx, 'provider');
    const q = queryParams(ctx, ListProviderTimeslotsQueryParams);
    if (ctx.params.id !== me.identifier) throw forbidden('You can only list your own time slots.');
    const key = calendarKeyFor(calendarOf(db, me.identifier), q.category);
    const { minimumNoticeHours, days } = upcomingSlots(
      db,
      me.identifier,
      key,
      rangeDates(db, me.identifier),
      q.category,
    );
    return {
      providerIdentifier: me.identifier,
      categoryIdentifier: categoryOfKey(key),
      minimumNoticeHours,
      items: days.flatMap((d) => d.timeSlot),
    };
  });

  router.get('/provider-availability/days/custom', (ctx) => {
    const me = requireRole(db, ctx, 'provider');
    const q = queryParams(ctx, ListCustomAvailabilityDaysQueryParams);
    const calendar = calendarOf(db, me.identifier);
    const items =
      calendar.calendarSetupType === 'GENERAL'
        ? calendar.customDays.filter((c) => c.categoryIdentifier === null)
        : calendar.customDays.filter(
            (c) => c.categoryIdentifier !== null && (!q.category || c.categoryIdentifier === q.category),
          );
    return { items };
  });

  router.post(
    '/provider-availability/days/custom',
    async (ctx) => {
      const me = requireRole(db, ctx, 'provider');
      const body = await jsonBody(ctx, AddCustomAvailabilityDayBody);
      const calendar = calendarOf(db, me.identifier);
      const key = calendarKeyFor(calendar, body.categoryIdentifier, 'categoryIdentifier');
      if (calendar.customDays.some((c) => c.date === body.date && c.categoryIdentifier === categoryOfKey(key)))
        throw conflict('A custom day for this date already exists.');
      return upsertCustomDay(
        db,
        me.identifier,
        key,
        { date: body.date, isAvailable: body.isAvailable, intervals: body.timeslotIntervals },
        'timeslotIntervals',
      );
    },
    { status: 201, idempotent: true },
  );

  router.delete('/provider-availability/days/custom/{id}', (ctx) => {
    const me = requireRole(db, ctx, 'provider');
    const calendar = calendarOf(db, me.identifier);
    const day = calendar.customDays.find((c) => c.identifier === ctx.params.id);
    if (!day) throw notFound('Custom day');
    const after = { ...calendar, customDays: calendar.customDays.filter((c) => c !== day) };
    assertBookingsKept(db, me.identifier, day.categoryIdentifier ?? GENERAL, day.date, after);
    calendar.customDays = after.customDays;
    return { message: 'Custom day deleted' };
  });

  router.get('/provider-availability/settings', (ctx) => ({
    calendarSetupType: calendarOf(db, requireRole(db, ctx, 'provider').identifier).calendarSetupType,
  }));

  router.put('/provider-availability/settings', async (ctx) => {
    const me = requireRole(db, ctx, 'provider');
    const body = await jsonBody(ctx, UpdateCalendarSettingsBody);
    const calendar = calendarOf(db, me.identifier);
    // A calendar switched to GENERAL without a general week of its own starts from its first category's week and dates.
    if (body.calendarSetupType === 'GENERAL' && !calendar.weeks[GENERAL])
      startGeneralFromFirstCategory(db, me.identifier, calendar);
    calendar.calendarSetupType = body.calendarSetupType;
    return { calendarSetupType: calendar.calendarSetupType };
  });

  router.get('/provider/availability-setting', (ctx) => {
    const me = requireRole(db, ctx, 'provider');
    const q = queryParams(ctx, GetAvailabilitySettingQueryParams);
    if (q.category && !therapyName(q.category)) throw notFound('Therapy category');
    return calendarOf(db, me.identifier).settings[q.category ?? GENERAL] ?? defaultSetting(q.category ?? null);
  });

  router.post('/provider/availability-setting', async (ctx) => {
    const me = requireRole(db, ctx, 'provider');
    const body = await jsonBody(ctx, SaveAvailabilitySettingBody);
    const category = body.categoryIdentifier ?? null;
    if (category && !therapyName(category)) throw notFound('Therapy category');
    const setting = {
      categoryIdentifier: category,
      sessionDurationMinutes: body.sessionDurationMinutes,
      bufferMinutes: body.bufferMinutes,
      minimumNoticeHours: body.minimumNoticeHours,
    };
    calendarOf(db, me.identifier).settings[category ?? GENERAL] = setting;
    return setting;
  });

  router.get('/provider-availability/calendar/{month}', (ctx) => {
    const me = requireRole(db, ctx, 'provider');
    const q = queryParams(ctx, GetProviderCalendarMonthQueryParams);
    const month = ctx.params.month;
    if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) throw badRequest(['month: must be YYYY-MM']);
    const calendar = calendarOf(db, me.identifier);
    const key = calendarKeyFor(calendar, q.category);
    return {
      month,
      calendarSetupType: calendar.calendarSetupType,
      days: daysOfMonth(month).map((date) => calendarDay(db, me.identifier, calendar, key, date, q.category)),
    };
  });

  router.put('/provider-availability/calendar', async (ctx) => {
    const me = requireRole(db, ctx, 'provider');
    const body = await jsonBody(ctx, SaveProviderCalendarDayBody);
    const calendar = calendarOf(db, me.identifier);
    const key = calendarKeyFor(calendar, body.categoryIdentifier, 'categoryIdentifier');
    upsertCustomDay(
      db,
      me.identifier,
      key,
      {
        identifier: body.identifier,
        date: body.date,
        isAvailable: body.isAvailable,
        intervals: body.timeSlotsInterval,
      },
      'timeSlotsInterval',
    );
    return calendarDay(db, me.identifier, calendar, key, body.date, body.categoryIdentifier);
  });
}
