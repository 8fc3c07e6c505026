// The provider's own profile: who may call the profile paths, the profile info, the photo and the office-address rule.
import { describe, expect, it } from 'vitest';
import {
  GetProviderProfileResponse,
  ListTherapistsResponse,
  UpdateProviderInfoResponse,
  UpdateProviderPhotoResponse,
} from '../../../generated/zod/provider/provider.zod';
import { GetUserInfoResponse } from '../../../generated/zod/user/user.zod';
import { emails } from '../../data/ids';
import { MAX_FILE_BYTES as MAX_UPLOAD_BYTES } from '../files';
import { setUpTestBackend } from '../../test-utils';
import { form, jpg, pdf, providerInfo } from './profiles-test-calls';

const backend = setUpTestBackend();

describe('roles', () => {
  it('keeps provider paths for providers and client paths for clients (403), and needs a token (401)', async () => {
    const client = await backend.login(emails.client);
    const provider = await backend.login(emails.provider);
    for (const path of [
      '/provider',
      '/provider/experience',
      '/provider/qualification/files',
      '/provider/indemnity-insurance',
      '/provider/license-states',
      '/client/profile/cl_demo',
    ]) {
      expect((await backend.call('GET', path, { token: client })).status).toBe(403);
    }
    for (const path of ['/client', '/client/avatars'])
      expect((await backend.call('GET', path, { token: provider })).status).toBe(403);
    expect((await backend.call('POST', '/client/avatar/av_01', { token: provider })).status).toBe(403);
    expect((await backend.call('GET', '/provider')).status).toBe(401);
    expect((await backend.call('GET', '/client')).status).toBe(401);
  });
});

describe('provider profile', () => {
  it('returns the seeded demo profile', async () => {
    const token = await backend.login(emails.provider);
    const profile = GetProviderProfileResponse.parse((await backend.call('GET', '/provider', { token })).body);
    expect(profile).toMatchObject({
      identifier: 'pr_demo',
      email: emails.provider,
      profileInfo: { firstName: 'Amaka', lastName: 'Okafor', country: 'ct_ng' },
      stateIdentifier: 'st_lagos',
      verificationStatus: 'verified',
      bookingFee: { general: { fee: 1500000, isFree: false }, currencyCode: 'NGN' },
    });
    expect(profile.therapy.map((t) => t.name)).toEqual(['Individual Therapy', 'Couples Therapy']);
    expect(profile.modality.map((m) => m.identifier)).toEqual(['md_online', 'md_in_person']);
  });

  it('updates the profile info (and the account names); a therapy no longer offered loses its fee', async () => {
    const token = await backend.login(emails.provider);
    const updated = await backend.call('POST', '/provider/update/info', { token, body: providerInfo });
    expect(updated.status).toBe(200);
    const profile = UpdateProviderInfoResponse.parse(updated.body);
    expect(profile).toMatchObject({
      title: 'Prof',
      stateIdentifier: 'st_rivers',
      profileInfo: { lastName: "O'Kafor", headline: 'Couples Therapist' },
    });
    expect(profile.therapy).toEqual([{ identifier: 'th_individual', name: 'Individual Therapy' }]);
    expect(profile.bookingFee.therapy).toEqual([]);
    expect(
      GetProviderProfileResponse.parse((await backend.call('GET', '/provider', { token })).body).specialities[0]
        ?.identifier,
    ).toBe('sp_trauma');
    expect(GetUserInfoResponse.parse((await backend.call('GET', '/user/info', { token })).body).lastName).toBe(
      "O'Kafor",
    );
  });

  it('refuses a bad profile body, a state outside the country and unknown catalogue ids with 400, changing nothing', async () => {
    const token = await backend.login(emails.provider);
    const bad = await backend.call('POST', '/provider/update/info', {
      token,
      body: { ...providerInfo, firstName: 'Al', phoneNumber: '123', bio: 'x'.repeat(2001) },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveLength(3);
    const wrongState = await backend.call('POST', '/provider/update/info', {
      token,
      body: { ...providerInfo, stateIdentifier: 'st_ca' },
    });
    expect(wrongState.status).toBe(400);
    expect(wrongState.body.errors.join()).toMatch(/stateIdentifier/);
    const unknown = await backend.call('POST', '/provider/update/info', {
      token,
      body: { ...providerInfo, therapyIdentifiers: ['th_nope'], modalityIdentifiers: [] },
    });
    expect(unknown.status).toBe(400);
    const profile = GetProviderProfileResponse.parse((await backend.call('GET', '/provider', { token })).body);
    expect(profile).toMatchObject({ title: 'Dr', stateIdentifier: 'st_lagos' });
  });

  it('stores an uploaded photo in memory and serves it at the returned URL; non-images and files over 10 MB are 400', async () => {
    const token = await backend.login(emails.provider);
    const uploaded = await backend.call('POST', '/provider/update/photo', {
      token,
      body: form({ file: jpg('me.jpg', 321) }),
    });
    expect(uploaded.status).toBe(200);
    const { photo } = UpdateProviderPhotoResponse.parse(uploaded.body);
    expect(
      GetProviderProfileResponse.parse((await backend.call('GET', '/provider', { token })).body).profileInfo.photo,
    ).toBe(photo);
    const served = await fetch(photo);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect((await served.arrayBuffer()).byteLength).toBe(321);
    expect(ListTherapistsResponse.parse((await backend.call('GET', '/therapists')).body).items[0]?.photoUrl).toBe(
      photo,
    );

    expect((await backend.call('POST', '/provider/update/photo', { token, body: form({ file: pdf() }) })).status).toBe(
      400,
    );
    expect(
      (
        await backend.call('POST', '/provider/update/photo', {
          token,
          body: form({ file: jpg('big.jpg', MAX_UPLOAD_BYTES + 1) }),
        })
      ).status,
    ).toBe(400);
    expect((await backend.call('POST', '/provider/update/photo', { token, body: form({}) })).status).toBe(400);
    expect((await backend.call('GET', '/provider', { token })).body.profileInfo.photo).toBe(photo);
  });

  it('deletes the photo (inferred, decision 0035): the profile and the public page show none; the old URL is not found', async () => {
    const token = await backend.login(emails.provider);
    const { photo } = UpdateProviderPhotoResponse.parse(
      (await backend.call('POST', '/provider/update/photo', { token, body: form({ file: jpg('me.jpg', 321) }) })).body,
    );
    const deleted = await backend.call('DELETE', '/provider/update/photo', { token });
    expect(deleted).toMatchObject({ status: 200, body: { message: 'Image Deleted Successfully' } });
    expect(
      GetProviderProfileResponse.parse((await backend.call('GET', '/provider', { token })).body).profileInfo.photo,
    ).toBeNull();
    expect((await fetch(photo)).status).toBe(404);
    expect(
      (await backend.call('DELETE', '/provider/update/photo', { token: await backend.login(emails.client) })).status,
    ).toBe(403);
  });

  it('refuses an office address under 5 characters or without a letter (decision 0010)', async () => {
    const token = await backend.login(emails.provider);
    for (const officeAddress of ['1234', '12345 67']) {
      const refused = await backend.call('POST', '/provider/update/info', {
        token,
        body: { ...providerInfo, officeAddress },
      });
      expect(refused.status, officeAddress).toBe(400);
      expect(refused.body.errors.join()).toMatch(/officeAddress/);
    }
    expect(
      (
        await backend.call('POST', '/provider/update/info', {
          token,
          body: { ...providerInfo, officeAddress: '1 Rd A' },
        })
      ).status,
    ).toBe(200);
  });
});
