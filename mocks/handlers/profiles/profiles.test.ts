import { describe, expect, it } from 'vitest';
import { UsStateIdentifier } from '../../../generated/model';
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
import {
  CreateProviderExperienceResponse,
  DeleteProviderExperienceResponse,
  DeleteProviderIndemnityInsuranceResponse,
  DeleteProviderQualificationResponse,
  GetFeatureFlagResponse,
  GetProviderLicenseStatesResponse,
  GetProviderProfileResponse,
  GetProviderVerificationNoteResponse,
  GetTherapistProfileResponse,
  ListProviderExperienceResponse,
  ListProviderIndemnityInsuranceResponse,
  ListProviderQualificationsResponse,
  ListTherapistsResponse,
  SetProviderGeneralFeeResponse,
  SetProviderLicenseStatesResponse,
  SetProviderTherapyFeesResponse,
  SubmitProviderVerificationResponse,
  UpdateProviderExperienceResponse,
  UpdateProviderInfoResponse,
  UpdateProviderPhotoResponse,
  UploadProviderIndemnityInsuranceResponse,
  UploadProviderQualificationResponse,
} from '../../../generated/zod/provider/provider.zod';
import {
  GetCatalogueResponse,
  GetIpTimezoneResponse,
  ListCountriesResponse,
  ListCountryStatesByCodeResponse,
  ListCountryStatesResponse,
  ListLanguagesResponse,
} from '../../../generated/zod/region/region.zod';
import { ListProviderReviewsResponse } from '../../../generated/zod/reviews/reviews.zod';
import { GetUserInfoResponse } from '../../../generated/zod/user/user.zod';
import { emails } from '../../data/ids';
import { fileOf } from '../../file-fixtures';
import { MAX_FILE_BYTES as MAX_UPLOAD_BYTES } from '../files';
import { at, setUpTestBackend } from '../../test-utils';

const backend = setUpTestBackend();

/** Files whose first bytes are what their names say (uploads are checked by their contents). */
const pdf = (name = 'doc.pdf', size = 100) => fileOf('pdf', name, '', size);
const jpg = (name = 'me.jpg', size = 100) => fileOf('jpeg', name, '', size);
function form(fields: Record<string, string | File | File[]>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields))
    for (const v of Array.isArray(value) ? value : [value]) data.append(key, v);
  return data;
}

async function newVerifiedProvider(): Promise<string> {
  const email = 'fresh@example.com';
  await backend.call('POST', '/user/register', {
    body: { userType: 'provider', email, password: 'secret1', countryIdentifier: 'ct_us', agreedToTerms: true },
  });
  const token = backend.db.state.oneTimeTokens.find((t) => t.email === email)!.token;
  await backend.call('POST', '/user/register/verify', { body: { token } });
  return backend.login(email, 'secret1');
}

const providerInfo = {
  firstName: 'Amaka',
  lastName: "O'Kafor",
  headline: 'Couples Therapist',
  title: 'Prof',
  officeAddress: '3 Broad Street, Lagos',
  bio: 'Updated bio.',
  phoneNumber: '08099998888',
  zipCode: '100002',
  countryIdentifier: 'ct_ng',
  stateIdentifier: 'st_rivers',
  ethnicityIdentifier: 'et_igbo',
  gender: 'female',
  therapyIdentifiers: ['th_individual'],
  modalityIdentifiers: ['md_online'],
  specialityIdentifiers: ['sp_trauma'],
};

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

describe('provider fees', () => {
  it('sets the general fee; marking it free stores 0; a non-free fee of 0 is 400', async () => {
    const token = await backend.login(emails.provider);
    const free = await backend.call('POST', '/provider/booking-fee/general', {
      token,
      body: { fee: 500000, isFree: true },
    });
    expect(SetProviderGeneralFeeResponse.parse(free.body).bookingFee.general).toEqual({ fee: 0, isFree: true });
    const paid = await backend.call('POST', '/provider/booking-fee/general', {
      token,
      body: { fee: 2500000, isFree: false },
    });
    expect(paid.body.bookingFee.general).toEqual({ fee: 2500000, isFree: false });
    expect(
      (await backend.call('POST', '/provider/booking-fee/general', { token, body: { fee: 0, isFree: false } })).status,
    ).toBe(400);
    expect(
      (await backend.call('POST', '/provider/booking-fee/general', { token, body: { fee: -5, isFree: false } })).status,
    ).toBe(400);
    expect(
      GetProviderProfileResponse.parse((await backend.call('GET', '/provider', { token })).body).bookingFee.general.fee,
    ).toBe(2500000);
  });

  it('refuses a fee above the currency’s maximum: 10,000,000 NGN, 100,000 for USD and the others', async () => {
    const token = await backend.login(emails.provider);
    expect(
      (
        await backend.call('POST', '/provider/booking-fee/general', {
          token,
          body: { fee: 1_000_000_000, isFree: false },
        })
      ).status,
    ).toBe(200);
    const high = await backend.call('POST', '/provider/booking-fee/general', {
      token,
      body: { fee: 1_000_000_100, isFree: false },
    });
    expect(high.status).toBe(400);
    const therapy = await backend.call('POST', '/provider/booking-fee/therapy', {
      token,
      body: { fees: [{ therapyIdentifier: 'th_individual', fee: 1_000_000_100, isFree: false }] },
    });
    expect(therapy.status).toBe(400);
    const usd = await backend.login(emails.secondProvider);
    expect(
      (
        await backend.call('POST', '/provider/booking-fee/general', {
          token: usd,
          body: { fee: 10_000_000, isFree: false },
        })
      ).status,
    ).toBe(200);
    const over = await backend.call('POST', '/provider/booking-fee/general', {
      token: usd,
      body: { fee: 10_000_100, isFree: false },
    });
    expect(over).toMatchObject({ status: 400, body: { errors: ['fee: The fee can be at most 100,000 USD'] } });
    const overTherapy = await backend.call('POST', '/provider/booking-fee/therapy', {
      token: usd,
      body: { fees: [{ therapyIdentifier: 'th_family', fee: 10_000_100, isFree: false }] },
    });
    expect(overTherapy).toMatchObject({
      status: 400,
      body: { errors: ['fees.0.fee: The fee can be at most 100,000 USD'] },
    });
    expect(
      GetProviderProfileResponse.parse((await backend.call('GET', '/provider', { token: usd })).body).bookingFee
        .general,
    ).toEqual({ fee: 10_000_000, isFree: false });
  });

  it('sets per-therapy fees for the provider’s own therapies only', async () => {
    const token = await backend.login(emails.provider);
    const set = await backend.call('POST', '/provider/booking-fee/therapy', {
      token,
      body: {
        fees: [
          { therapyIdentifier: 'th_individual', fee: 1000000, isFree: false },
          { therapyIdentifier: 'th_couples', fee: 999, isFree: true },
        ],
      },
    });
    expect(set.status).toBe(200);
    const therapy = SetProviderTherapyFeesResponse.parse(set.body).bookingFee.therapy;
    expect(therapy).toEqual(
      expect.arrayContaining([
        { therapyIdentifier: 'th_individual', fee: 1000000, isFree: false },
        { therapyIdentifier: 'th_couples', fee: 0, isFree: true },
      ]),
    );
    expect(therapy).toHaveLength(2);
    const notOffered = await backend.call('POST', '/provider/booking-fee/therapy', {
      token,
      body: { fees: [{ therapyIdentifier: 'th_family', fee: 100, isFree: false }] },
    });
    expect(notOffered.status).toBe(400);
    const twice = { therapyIdentifier: 'th_individual', fee: 100, isFree: false };
    expect(
      (await backend.call('POST', '/provider/booking-fee/therapy', { token, body: { fees: [twice, twice] } })).status,
    ).toBe(400);
    expect((await backend.call('POST', '/provider/booking-fee/therapy', { token, body: { fees: [] } })).status).toBe(
      400,
    );
    expect((await backend.call('GET', '/provider', { token })).body.bookingFee.therapy).toHaveLength(2);
  });
});

describe('qualifications and verification', () => {
  it('lists the seeded qualifications of several types with files', async () => {
    const token = await backend.login(emails.provider);
    const { items } = ListProviderQualificationsResponse.parse(
      (await backend.call('GET', '/provider/qualification/files', { token })).body,
    );
    expect(new Set(items.map((q) => q.type))).toEqual(
      new Set(['license', 'education', 'association', 'certification']),
    );
    expect(items.every((q) => q.files.length > 0)).toBe(true);
  });

  it('uploads a qualification with several files, serves them, and deletes it', async () => {
    const token = await backend.login(emails.provider);
    const body = form({
      files: [pdf('a.pdf', 10), jpg('b.JPEG', 20)],
      type: 'license',
      title: 'Licence',
      body: 'State Board',
      credentialNumber: 'LIC-123/4',
    });
    const created = await backend.call('POST', '/provider/qualification/file/upload', { token, body });
    expect(created.status).toBe(201);
    const qualification = UploadProviderQualificationResponse.parse(created.body);
    expect(qualification.files.map((f) => [f.name, f.sizeBytes])).toEqual([
      ['a.pdf', 10],
      ['b.JPEG', 20],
    ]);
    expect((await (await fetch(at(qualification.files, 1).url)).arrayBuffer()).byteLength).toBe(20);
    const list = ListProviderQualificationsResponse.parse(
      (await backend.call('GET', '/provider/qualification/files', { token })).body,
    );
    expect(list.items.map((q) => q.identifier)).toContain(qualification.identifier);

    const deleted = await backend.call('DELETE', `/provider/qualification/files/${qualification.identifier}`, {
      token,
    });
    DeleteProviderQualificationResponse.parse(deleted.body);
    expect((await backend.call('GET', '/provider/qualification/files', { token })).body.items).toHaveLength(4);
    expect(
      (await backend.call('DELETE', `/provider/qualification/files/${qualification.identifier}`, { token })).status,
    ).toBe(404);
  });

  it('refuses a licence without credential number or issuing body, wrong file types and files over 10 MB', async () => {
    const token = await backend.login(emails.provider);
    const noNumber = await backend.call('POST', '/provider/qualification/file/upload', {
      token,
      body: form({ files: pdf(), type: 'license', title: 'Licence' }),
    });
    expect(noNumber.status).toBe(400);
    expect(noNumber.body.errors.join()).toMatch(/credentialNumber/);
    expect(noNumber.body.errors.join()).toMatch(/body/);
    const wrongType = await backend.call('POST', '/provider/qualification/file/upload', {
      token,
      body: form({ files: [pdf(), new File(['x'], 'virus.exe')], type: 'education', title: 'MSc' }),
    });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.errors).toEqual(['files.1: virus.exe is not a .doc, .docx, .pdf, .jpg, .jpeg or .png file']);
    const tooBig = await backend.call('POST', '/provider/qualification/file/upload', {
      token,
      body: form({ files: pdf('big.pdf', MAX_UPLOAD_BYTES + 1), type: 'education', title: 'MSc' }),
    });
    expect(tooBig.status).toBe(400);
    const noFiles = await backend.call('POST', '/provider/qualification/file/upload', {
      token,
      body: form({ type: 'education', title: 'MSc' }),
    });
    expect(noFiles.status).toBe(400);
    expect((await backend.call('GET', '/provider/qualification/files', { token })).body.items).toHaveLength(4);
  });

  it('submits for verification once the profile has a qualification; 409 without one and when already submitted or verified', async () => {
    const demo = await backend.login(emails.provider);
    const verified = await backend.call('PUT', '/provider/verification-submission', { token: demo });
    expect(verified.status).toBe(409);

    const token = await newVerifiedProvider();
    const empty = await backend.call('PUT', '/provider/verification-submission', { token });
    expect(empty.status).toBe(409);
    expect(empty.body.code).toBe('QUALIFICATIONS_MISSING');
    expect(
      GetProviderVerificationNoteResponse.parse(
        (await backend.call('GET', '/provider/qualification/verification-note', { token })).body,
      ),
    ).toEqual({ note: null, status: 'draft' });

    await backend.call('POST', '/provider/qualification/file/upload', {
      token,
      body: form({ files: pdf(), type: 'education', title: 'MSc' }),
    });
    const submitted = await backend.call('PUT', '/provider/verification-submission', { token });
    expect(SubmitProviderVerificationResponse.parse(submitted.body).status).toBe('submitted');
    expect((await backend.call('GET', '/provider/qualification/verification-note', { token })).body.status).toBe(
      'submitted',
    );
    const again = await backend.call('PUT', '/provider/verification-submission', { token });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('ALREADY_SUBMITTED');
  });
});

describe('work history', () => {
  it('lists the seeded work history with a current job', async () => {
    const token = await backend.login(emails.provider);
    const { items } = ListProviderExperienceResponse.parse(
      (await backend.call('GET', '/provider/experience', { token })).body,
    );
    expect(items[0]).toMatchObject({ currentlyWorksHere: true, endDate: null });
    expect(items).toHaveLength(2);
  });

  it('creates, updates and deletes entries; currentlyWorksHere clears the end date', async () => {
    const token = await backend.login(emails.provider);
    const created = await backend.call('POST', '/provider/experience', {
      token,
      body: {
        companyName: 'Clinic',
        jobTitle: 'Therapist',
        startDate: '2021-02',
        endDate: '2022-01',
        currentlyWorksHere: true,
      },
    });
    expect(created.status).toBe(201);
    const entry = CreateProviderExperienceResponse.parse(created.body);
    expect(entry).toMatchObject({ endDate: null, currentlyWorksHere: true, description: null });

    const updated = await backend.call('PUT', `/provider/experience/${entry.identifier}`, {
      token,
      body: {
        companyName: 'Clinic',
        jobTitle: 'Lead',
        startDate: '2021-02',
        endDate: '2023-05',
        currentlyWorksHere: false,
        description: 'Led the team.',
      },
    });
    expect(UpdateProviderExperienceResponse.parse(updated.body)).toMatchObject({
      jobTitle: 'Lead',
      endDate: '2023-05',
    });
    const list = ListProviderExperienceResponse.parse(
      (await backend.call('GET', '/provider/experience', { token })).body,
    );
    expect(list.items.find((e) => e.identifier === entry.identifier)?.description).toBe('Led the team.');

    const deleted = await backend.call('DELETE', `/provider/experience/${entry.identifier}`, { token });
    DeleteProviderExperienceResponse.parse(deleted.body);
    expect((await backend.call('GET', '/provider/experience', { token })).body.items).toHaveLength(2);
    expect((await backend.call('DELETE', `/provider/experience/${entry.identifier}`, { token })).status).toBe(404);
    expect(
      (
        await backend.call('PUT', '/provider/experience/ex_nope', {
          token,
          body: { companyName: 'A', jobTitle: 'B', startDate: '2020-01', currentlyWorksHere: true },
        })
      ).status,
    ).toBe(404);
  });

  it('refuses a missing or earlier end date and months outside 1900-01..2099-12 with 400', async () => {
    const token = await backend.login(emails.provider);
    const base = { companyName: 'Clinic', jobTitle: 'Therapist', currentlyWorksHere: false };
    const cases = [
      { ...base, startDate: '2020-05' },
      { ...base, startDate: '2020-05', endDate: '2020-04' },
      { ...base, startDate: '1899-12', endDate: '1950-01' },
      { ...base, startDate: '2020-13', endDate: '2021-01' },
    ];
    for (const body of cases)
      expect((await backend.call('POST', '/provider/experience', { token, body })).status).toBe(400);
    const entry = (
      await backend.call('POST', '/provider/experience', {
        token,
        body: { ...base, startDate: '2020-05', endDate: '2020-05' },
      })
    ).body;
    expect(
      (
        await backend.call('PUT', `/provider/experience/${entry.identifier}`, {
          token,
          body: { ...base, startDate: '2020-05', endDate: '2019-01' },
        })
      ).status,
    ).toBe(400);
    expect((await backend.call('GET', '/provider/experience', { token })).body.items).toHaveLength(3);
  });
});

describe('licence states and indemnity insurance', () => {
  it('replaces the licence states with USA states only', async () => {
    const token = await backend.login(emails.secondProvider);
    expect(
      GetProviderLicenseStatesResponse.parse((await backend.call('GET', '/provider/license-states', { token })).body)
        .stateIdentifiers,
    ).toEqual(['st_ca', 'st_ny']);
    const bad = await backend.call('POST', '/provider/license-states', {
      token,
      body: { stateIdentifiers: ['st_tx', 'st_lagos', 'st_nope'] },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveLength(2);
    const ok = await backend.call('POST', '/provider/license-states', {
      token,
      body: { stateIdentifiers: ['st_tx', 'st_fl', 'st_tx'] },
    });
    expect(SetProviderLicenseStatesResponse.parse(ok.body).stateIdentifiers).toEqual(['st_tx', 'st_fl']);
    expect((await backend.call('GET', '/provider/license-states', { token })).body.stateIdentifiers).toEqual([
      'st_tx',
      'st_fl',
    ]);
  });

  it("offers exactly the contract's licence states as the USA's states", async () => {
    const { body } = await backend.call('GET', '/region/country/code/US/states');
    const listed = (body.items as { identifier: string }[]).map((s) => s.identifier);
    expect(listed.sort()).toEqual(Object.values(UsStateIdentifier).sort());
  });

  it('uploads, lists and deletes indemnity insurance files; wrong types and sizes are 400', async () => {
    const token = await backend.login(emails.provider);
    expect(
      ListProviderIndemnityInsuranceResponse.parse(
        (await backend.call('GET', '/provider/indemnity-insurance', { token })).body,
      ).items,
    ).toHaveLength(2);
    const created = await backend.call('POST', '/provider/indemnity-insurance', {
      token,
      body: form({ file: fileOf('docx', 'indemnity-2026.docx', '', 2048) }),
    });
    expect(created.status).toBe(201);
    const file = UploadProviderIndemnityInsuranceResponse.parse(created.body);
    expect(file).toMatchObject({ name: 'indemnity-2026.docx', sizeBytes: 2048 });
    expect((await backend.call('GET', '/provider/indemnity-insurance', { token })).body.items).toHaveLength(3);

    expect(
      (
        await backend.call('POST', '/provider/indemnity-insurance', {
          token,
          body: form({ file: new File(['x'], 'notes.txt') }),
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await backend.call('POST', '/provider/indemnity-insurance', {
          token,
          body: form({ file: pdf('big.pdf', MAX_UPLOAD_BYTES + 1) }),
        })
      ).status,
    ).toBe(400);
    const text = new FormData();
    text.append('file', 'not a file');
    expect((await backend.call('POST', '/provider/indemnity-insurance', { token, body: text })).status).toBe(400);

    DeleteProviderIndemnityInsuranceResponse.parse(
      (await backend.call('DELETE', `/provider/indemnity-insurance/${file.identifier}`, { token })).body,
    );
    expect((await backend.call('GET', '/provider/indemnity-insurance', { token })).body.items).toHaveLength(2);
    expect((await backend.call('DELETE', `/provider/indemnity-insurance/${file.identifier}`, { token })).status).toBe(
      404,
    );
  });
});

describe('public therapist pages and feature flags', () => {
  it('lists verified therapists publicly, six to a page', async () => {
    const first = ListTherapistsResponse.parse((await backend.call('GET', '/therapists')).body);
    expect(first.items).toHaveLength(6);
    expect(first.pageInfo).toEqual({ page: 1, pageSize: 6, totalItems: 10, totalPages: 2 });
    expect(first.items[0]).toMatchObject({
      identifier: 'pr_demo',
      fee: { fee: 1500000, isFree: false, currencyCode: 'NGN' },
      state: { code: 'LA', name: 'Lagos' },
    });
    const second = ListTherapistsResponse.parse((await backend.call('GET', '/therapists?page=2')).body);
    expect(second.items).toHaveLength(4);
    expect((await backend.call('GET', '/therapists?page=0')).status).toBe(400);

    await newVerifiedProvider();
    expect((await backend.call('GET', '/therapists')).body.pageInfo.totalItems).toBe(10);
  });

  it('filters by state identifier or code, including the licence states', async () => {
    const ids = async (state: string) =>
      ListTherapistsResponse.parse((await backend.call('GET', `/therapists?state=${state}`)).body).items.map(
        (t) => t.identifier,
      );
    expect(await ids('CA')).toEqual(['pr_second', 'pr_list_01']);
    expect(await ids('st_ca')).toEqual(['pr_second', 'pr_list_01']);
    expect(await ids('ny')).toEqual(['pr_second', 'pr_list_02', 'pr_list_05']);
    expect(await ids('TX')).toEqual(['pr_list_03']);
    expect(await ids('st_lagos')).toEqual(['pr_demo']);
    expect(await ids('ZZ')).toEqual([]);
  });

  it('returns a therapist profile; unknown or unverified providers are 404', async () => {
    const profile = GetTherapistProfileResponse.parse((await backend.call('GET', '/therapists/pr_demo')).body);
    expect(profile).toMatchObject({
      firstName: 'Amaka',
      title: 'Dr',
      officeAddress: '12 Marina Road, Lagos',
      country: { code: 'NG' },
    });
    expect(profile.languages.map((l) => l.code)).toContain('en');
    expect(profile.specialities.length).toBeGreaterThan(0);
    expect(GetTherapistProfileResponse.parse((await backend.call('GET', '/therapists/pr_second')).body).fee).toEqual({
      fee: 0,
      isFree: true,
      currencyCode: 'USD',
    });
    expect((await backend.call('GET', '/therapists/pr_nope')).status).toBe(404);
    await newVerifiedProvider();
    const fresh = backend.db.state.providerProfiles.at(-1)!.identifier;
    expect((await backend.call('GET', `/therapists/${fresh}`)).status).toBe(404);
  });

  it('rates a therapist from their reviews, and a new review counts at once', async () => {
    const rating = async () =>
      GetTherapistProfileResponse.parse((await backend.call('GET', '/therapists/pr_demo')).body);
    const before = await rating();
    const own = backend.db.state.reviews.filter((r) => r.providerIdentifier === 'pr_demo');
    expect(before.reviewCount).toBe(own.length);
    const client = await backend.login(emails.client);
    const reviews = ListProviderReviewsResponse.parse(
      (await backend.call('GET', '/review/provider/pr_demo', { token: client })).body,
    );
    expect(before.averageRating).toBe(reviews.averageRating);
    expect(
      (await backend.call('POST', '/review/bp_completed_nofeedback', { token: client, body: { rating: 5 } })).status,
    ).toBe(201);
    expect((await rating()).reviewCount).toBe(own.length + 1);
  });

  it('answers the home-page listing flag as enabled; unknown keys are 400', async () => {
    expect(
      GetFeatureFlagResponse.parse((await backend.call('GET', '/feature-flags/therapist_listing_on_homepage')).body),
    ).toEqual({ key: 'therapist_listing_on_homepage', enabled: true });
    expect((await backend.call('GET', '/feature-flags/nope')).status).toBe(400);
  });
});

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

describe('regions', () => {
  it('lists the operating countries, or every country with all=true', async () => {
    const codes = async (q: string) =>
      ListCountriesResponse.parse((await backend.call('GET', `/region/country${q}`)).body).items.map((c) => c.code);
    expect(await codes('')).toEqual(['GB', 'NG']);
    expect(await codes('?all=false')).toEqual(['GB', 'NG']);
    expect(await codes('?all=true')).toEqual(expect.arrayContaining(['GB', 'NG', 'US', 'DE']));
  });

  it('lists states by country identifier or code', async () => {
    const us = ListCountryStatesResponse.parse((await backend.call('GET', '/region/country/ct_us/states')).body).items;
    expect(us.length).toBeGreaterThanOrEqual(10);
    expect(us.map((s) => s.code)).toEqual(expect.arrayContaining(['CA', 'NY', 'TX', 'FL', 'WA']));
    const ng = ListCountryStatesByCodeResponse.parse(
      (await backend.call('GET', '/region/country/code/NG/states')).body,
    ).items;
    expect(ng.map((s) => s.name)).toEqual(expect.arrayContaining(['Lagos', 'Abuja FCT', 'Rivers']));
    const gb = ListCountryStatesByCodeResponse.parse(
      (await backend.call('GET', '/region/country/code/GB/states')).body,
    ).items;
    expect(gb.map((s) => s.name)).toEqual(['England', 'Scotland', 'Wales', 'Northern Ireland']);
    expect((await backend.call('GET', '/region/country/ct_nope/states')).status).toBe(404);
    expect((await backend.call('GET', '/region/country/code/ZZ/states')).status).toBe(404);
    expect((await backend.call('GET', '/region/country/code/us/states')).status).toBe(400);
  });

  it('lists languages, or only the primary en and de', async () => {
    const all = ListLanguagesResponse.parse((await backend.call('GET', '/region/languages')).body).items;
    expect(all.length).toBeGreaterThan(2);
    const primary = ListLanguagesResponse.parse(
      (await backend.call('GET', '/region/languages?primary=true')).body,
    ).items;
    expect(primary.map((l) => l.code)).toEqual(['en', 'de']);
    expect((await backend.call('GET', '/region/languages?primary=false')).body.items).toHaveLength(all.length);
  });

  it('serves the profile catalogues by name; an unknown list is 400', async () => {
    const therapy = GetCatalogueResponse.parse((await backend.call('GET', '/catalogue/therapy')).body).items;
    expect(therapy.map((t) => t.identifier)).toContain('th_individual');
    const religion = GetCatalogueResponse.parse((await backend.call('GET', '/catalogue/religion')).body).items;
    expect(religion.map((r) => r.identifier)).toContain('rl_christianity');
    expect((await backend.call('GET', '/catalogue/colour')).status).toBe(400);
  });

  it('guesses the time zone from X-CountryCode, defaulting to Africa/Lagos; an unknown country is 404', async () => {
    expect(GetIpTimezoneResponse.parse((await backend.call('GET', '/region/user-timezone')).body)).toEqual({
      timezone: 'Africa/Lagos',
      countryCode: 'NG',
    });
    const gb = await backend.call('GET', '/region/user-timezone', { headers: { 'X-CountryCode': 'GB' } });
    expect(GetIpTimezoneResponse.parse(gb.body)).toEqual({ timezone: 'Europe/London', countryCode: 'GB' });
    expect((await backend.call('GET', '/region/user-timezone', { headers: { 'X-CountryCode': 'ZZ' } })).status).toBe(
      404,
    );
  });
});
