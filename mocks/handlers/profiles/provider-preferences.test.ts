import { describe, expect, it } from 'vitest';
import {
  GetProviderProfileResponse,
  GetTherapistProfileResponse,
  UpdateProviderInfoResponse,
} from '../../../generated/zod/provider/provider.zod';
import { emails } from '../../data/ids';
import { setUpTestBackend } from '../../test-utils';

const backend = setUpTestBackend();

// The fields the profile form always sends (the rest of the body is optional).
const required = { countryIdentifier: 'ct_ng', stateIdentifier: 'st_lagos', gender: 'female' };
const names = (list: { name: string }[]) => list.map((item) => item.name);

describe('provider preference lists (decision 0035)', () => {
  it('shows the seeded lists, named from their catalogues, on the own profile and the public page', async () => {
    const token = await backend.login(emails.provider);
    const own = GetProviderProfileResponse.parse((await backend.call('GET', '/provider', { token })).body);
    expect(names(own.ageGroup)).toEqual(['Adults (18-64)', 'Teens (13-17)']);
    expect(own.therapyApproach.map((t) => t.identifier)).toEqual(['ta_cbt', 'ta_person_centred']);
    expect(names(own.religion)).toEqual(['Christianity', 'Islam']);
    expect(names(own.background)).toEqual(['Multicultural', 'Faith-based']);
    expect(names(own.trait)).toEqual(['Warm', 'A good listener']);
    expect(names(own.communication)).toEqual(['Video', 'In person']);
    const publicPage = GetTherapistProfileResponse.parse((await backend.call('GET', '/therapists/pr_demo')).body);
    expect(publicPage).toMatchObject({
      ageGroup: own.ageGroup,
      therapyApproach: own.therapyApproach,
      religion: own.religion,
      background: own.background,
      trait: own.trait,
      communication: own.communication,
    });
  });

  it('replaces the lists a save names, clears one sent empty and keeps the ones left out; the public page follows', async () => {
    const token = await backend.login(emails.provider);
    const saved = await backend.call('POST', '/provider/update/info', {
      token,
      body: {
        ...required,
        ageGroupIdentifiers: ['ag_elders', 'ag_adults'],
        religionIdentifiers: [],
        communicationIdentifiers: ['cm_chat'],
      },
    });
    expect(saved.status).toBe(200);
    const profile = UpdateProviderInfoResponse.parse(saved.body);
    expect(profile.ageGroup.map((a) => a.identifier)).toEqual(['ag_elders', 'ag_adults']);
    expect(profile.religion).toEqual([]);
    expect(names(profile.communication)).toEqual(['Chat']);
    expect(names(profile.trait)).toEqual(['Warm', 'A good listener']);
    const publicPage = GetTherapistProfileResponse.parse((await backend.call('GET', '/therapists/pr_demo')).body);
    expect(names(publicPage.ageGroup)).toEqual(['Elders (65+)', 'Adults (18-64)']);
    expect(publicPage.religion).toEqual([]);
  });

  it('refuses an identifier of another list, an unknown one, a repeated one and more than 20 with 400, changing nothing', async () => {
    const token = await backend.login(emails.provider);
    const refused = await backend.call('POST', '/provider/update/info', {
      token,
      body: {
        ...required,
        title: 'Prof',
        ageGroupIdentifiers: ['ta_cbt'],
        traitIdentifiers: ['tr_nope'],
        backgroundIdentifiers: ['bg_faith', 'bg_faith'],
      },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([
      'ageGroupIdentifiers: unknown ta_cbt',
      'backgroundIdentifiers: bg_faith is given twice',
      'traitIdentifiers: unknown tr_nope',
    ]);
    const tooMany = await backend.call('POST', '/provider/update/info', {
      token,
      body: { ...required, communicationIdentifiers: Array.from({ length: 21 }, (_, i) => `cm_${i}`) },
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors.join()).toMatch(/communicationIdentifiers/);
    const profile = GetProviderProfileResponse.parse((await backend.call('GET', '/provider', { token })).body);
    expect(profile.title).toBe('Dr');
    expect(profile.ageGroup.map((a) => a.identifier)).toEqual(['ag_adults', 'ag_teens']);
  });

  it('reads a provider stored before the lists existed as having none', async () => {
    const token = await backend.login(emails.provider);
    delete backend.db.state.providerProfiles.find((p) => p.identifier === 'pr_demo')!.preferences;
    const profile = GetProviderProfileResponse.parse((await backend.call('GET', '/provider', { token })).body);
    expect([
      profile.ageGroup,
      profile.therapyApproach,
      profile.religion,
      profile.background,
      profile.trait,
      profile.communication,
    ]).toEqual([[], [], [], [], [], []]);
  });
});
