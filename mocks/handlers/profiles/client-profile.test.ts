// The client's profile: its fields and names, the emergency contact, the picture, and what providers see.
import { describe, expect, it } from 'vitest';
import {
  DeleteClientProfilePictureResponse,
  GetClientProfileForProviderResponse,
  GetClientProfileResponse,
  ListClientAvatarsResponse,
  SelectClientAvatarResponse,
  SetClientEmergencyContactResponse,
  UpdateClientProfileResponse,
  UploadClientProfilePictureResponse,
} from '../../../generated/zod/client/client.zod';
import { emails } from '../../data/ids';
import { at, setUpTestBackend } from '../../test-utils';
import { form, jpg, pdf } from './profiles-test-calls';

const backend = setUpTestBackend();

describe('client profile', () => {
  it('returns and updates the profile; the account names follow', async () => {
    const token = await backend.login(emails.client);
    expect(GetClientProfileResponse.parse((await backend.call('GET', '/client', { token })).body)).toMatchObject({
      firstName: 'Grace',
      lastName: 'Adeyemi',
      userName: 'grace_a',
      countryIdentifier: 'ct_ng',
      stateIdentifier: 'st_lagos',
    });
    const updated = await backend.call('PUT', '/client', {
      token,
      body: { userName: 'grace@home', firstName: 'Gracie', stateIdentifier: 'st_oyo', dob: '1990-01-02' },
    });
    expect(UpdateClientProfileResponse.parse(updated.body)).toMatchObject({
      userName: 'grace@home',
      firstName: 'Gracie',
      stateIdentifier: 'st_oyo',
      dob: '1990-01-02',
      zipCode: '100001',
    });
    expect((await backend.call('GET', '/client', { token })).body.userName).toBe('grace@home');
    expect((await backend.call('GET', '/user/info', { token })).body.firstName).toBe('Gracie');
  });

  it('refuses a taken user name (409), a bad body and a state outside the country (400)', async () => {
    const token = await backend.login(emails.client);
    const taken = await backend.call('PUT', '/client', { token, body: { userName: 'SAM_SOCIAL' } });
    expect(taken.status).toBe(409);
    const bad = await backend.call('PUT', '/client', { token, body: { userName: 'ab', zipCode: '12' } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveLength(2);
    expect(
      (await backend.call('PUT', '/client', { token, body: { userName: 'grace_a', stateIdentifier: 'st_ca' } })).status,
    ).toBe(400);
    expect((await backend.call('PUT', '/client', { token, body: { userName: 'grace_a' } })).status).toBe(200);
    expect((await backend.call('GET', '/client', { token })).body).toMatchObject({
      userName: 'grace_a',
      stateIdentifier: 'st_lagos',
    });
  });

  it('sets the emergency contact', async () => {
    const token = await backend.login(emails.namelessClient);
    expect((await backend.call('GET', '/client', { token })).body).toMatchObject({
      firstName: null,
      emergencyContact: null,
    });
    const saved = await backend.call('POST', '/client/emergency-contact', {
      token,
      body: { name: 'Kemi Ade', phoneNumber: '0803111' },
    });
    expect(SetClientEmergencyContactResponse.parse(saved.body)).toEqual({ name: 'Kemi Ade', phoneNumber: '0803111' });
    expect((await backend.call('GET', '/client', { token })).body.emergencyContact).toEqual({
      name: 'Kemi Ade',
      phoneNumber: '0803111',
    });
    expect(
      (await backend.call('POST', '/client/emergency-contact', { token, body: { name: 'K1', phoneNumber: '+44' } }))
        .status,
    ).toBe(400);
  });

  it('uploads, replaces with an avatar and deletes the profile picture', async () => {
    const token = await backend.login(emails.client);
    const uploaded = await backend.call('POST', '/client/profile-picture', {
      token,
      body: form({ file: jpg('face.jpg', 64) }),
    });
    const { photoUrl } = UploadClientProfilePictureResponse.parse(uploaded.body);
    expect((await backend.call('GET', '/client', { token })).body.photoUrl).toBe(photoUrl);
    expect((await (await fetch(photoUrl)).arrayBuffer()).byteLength).toBe(64);
    expect((await backend.call('POST', '/client/profile-picture', { token, body: form({ file: pdf() }) })).status).toBe(
      400,
    );

    const avatars = ListClientAvatarsResponse.parse(
      (await backend.call('GET', '/client/avatars', { token })).body,
    ).items;
    expect(avatars).toHaveLength(6);
    const avatar = at(avatars, 2);
    const chosen = SelectClientAvatarResponse.parse(
      (await backend.call('POST', `/client/avatar/${avatar.identifier}`, { token })).body,
    );
    expect(chosen.photoUrl).toBe(avatar.photoUrl);
    expect(chosen.photoUrl.startsWith('data:image/svg+xml')).toBe(true);
    expect((await backend.call('GET', '/client', { token })).body.photoUrl).toBe(avatar.photoUrl);
    expect((await backend.call('POST', '/client/avatar/av_nope', { token })).status).toBe(404);

    DeleteClientProfilePictureResponse.parse((await backend.call('DELETE', '/client/profile-picture', { token })).body);
    expect((await backend.call('GET', '/client', { token })).body.photoUrl).toBeNull();
  });

  it('shows a client’s public profile to providers; unknown clients are 404', async () => {
    const token = await backend.login(emails.provider);
    const profile = GetClientProfileForProviderResponse.parse(
      (await backend.call('GET', '/client/profile/cl_demo', { token })).body,
    );
    expect(profile).toMatchObject({ identifier: 'cl_demo', firstName: 'Grace', userName: 'grace_a', gender: 'female' });
    expect(profile).not.toHaveProperty('dob');
    expect((await backend.call('GET', '/client/profile/pr_demo', { token })).status).toBe(404);
    expect((await backend.call('GET', '/client/profile/cl_nope', { token })).status).toBe(404);
  });
});
