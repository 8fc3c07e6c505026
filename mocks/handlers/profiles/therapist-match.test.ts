import { describe, expect, it } from 'vitest';
import { ListTherapistsResponse } from '../../../generated/zod/provider/provider.zod';
import { at, setUpTestBackend } from '../../test-utils';

const backend = setUpTestBackend();

async function list(query: string) {
  const { status, body } = await backend.call('GET', `/therapists?${query}`);
  expect(status).toBe(200);
  return ListTherapistsResponse.parse(body);
}

const HOUR = 3_600_000;

describe('the therapist listing’s match filters', () => {
  it('narrows to who meets every filter and says which ones, with the first free evening slot in the viewer’s zone', async () => {
    const now = backend.db.now().getTime();
    const page = await list(
      'modality=md_online&language=lg_de&therapyApproach=ta_cbt&availableWithinDays=7&evenings=true&timeZone=Europe/Berlin',
    );
    expect(page.items.map((t) => t.identifier)).toEqual(['pr_list_07']);
    const oliver = at(page.items, 0);
    expect(oliver.matchedPreferences).toEqual([
      { filter: 'modality', identifier: 'md_online', name: 'Online', code: null },
      { filter: 'language', identifier: 'lg_de', name: 'German', code: 'de' },
      { filter: 'therapyApproach', identifier: 'ta_cbt', name: 'Cognitive behavioural therapy (CBT)', code: null },
      { filter: 'availableWithinDays', identifier: null, name: null, code: null },
      { filter: 'evenings', identifier: null, name: null, code: null },
    ]);
    const start = Date.parse(oliver.nextAvailableAt!);
    // Evening in Berlin, after the two hours' notice, within the week, and the slot the booking call takes.
    expect(
      Number(
        new Intl.DateTimeFormat('en', { hour: 'numeric', hourCycle: 'h23', timeZone: 'Europe/Berlin' }).format(start),
      ),
    ).toBeGreaterThanOrEqual(18);
    expect(start).toBeGreaterThan(now + 2 * HOUR);
    expect(start).toBeLessThan(now + 7 * 24 * HOUR);
    expect(oliver.nextAvailableSlot).toMatchObject({
      startTime: oliver.nextAvailableAt,
      therapyIdentifier: 'th_individual',
    });
  });

  it('skips booked slots and keeps the session length and buffer of the booking rules', async () => {
    const before = at((await list('language=lg_de&therapyApproach=ta_cbt&sort=soonest')).items, 0);
    const slot = before.nextAvailableSlot!;
    expect(Date.parse(slot.endTime) - Date.parse(slot.startTime)).toBe(HOUR);
    const token = await backend.login('client@example.com');
    const booked = await backend.call('POST', '/booking', {
      token,
      body: {
        providerIdentifier: 'pr_list_07',
        modalityIdentifier: 'md_online',
        therapyIdentifier: slot.therapyIdentifier,
        timeslotIdentifier: slot.identifier,
      },
    });
    expect(booked.status).toBe(201);
    const after = at((await list('language=lg_de&therapyApproach=ta_cbt&sort=soonest')).items, 0);
    // The next slot starts a session length plus the 15-minute buffer later (same day) or on a later day.
    expect(Date.parse(after.nextAvailableAt!)).toBeGreaterThanOrEqual(Date.parse(slot.startTime) + 75 * 60_000);
  });

  it('ranks by reasons then soonest slot, or by soonest slot; a plain listing keeps its order', async () => {
    const plain = (await list('page=1')).items.map((t) => t.identifier);
    expect(plain[0]).toBe('pr_demo');
    const soonest = (await list('sort=soonest')).items;
    const starts = soonest.map((t) => (t.nextAvailableAt ? Date.parse(t.nextAvailableAt) : Infinity));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    const german = (await list('language=lg_de&sort=match')).items;
    expect(german.map((t) => t.identifier).sort()).toEqual(['pr_list_05', 'pr_list_07', 'pr_second']);
    expect(german.every((t) => t.matchedPreferences.some((m) => m.filter === 'language'))).toBe(true);
  });

  it('answers nothing with how many each filter’s loss brings back, the biggest first', async () => {
    const page = await list('language=lg_de&therapyApproach=ta_psychodynamic&feeMax=5000');
    expect(page.items).toEqual([]);
    expect(page.relaxations[0]).toEqual({ filter: 'therapyApproach', totalItems: 1 });
    expect(page.relaxations.map((r) => r.filter).sort()).toEqual(['fee', 'language', 'therapyApproach']);
    expect((await list('language=lg_de')).relaxations).toEqual([]);
  });

  it('refuses malformed filters', async () => {
    expect((await backend.call('GET', '/therapists?availableWithinDays=0')).status).toBe(400);
    expect((await backend.call('GET', '/therapists?sort=cheapest')).status).toBe(400);
    expect((await backend.call('GET', '/therapists?timeZone=Nowhere/Land')).status).toBe(400);
  });
});
