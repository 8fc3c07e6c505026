// The provider's qualifications with their files, submitting for verification, and the work history.
import { describe, expect, it } from 'vitest';
import {
  CreateProviderExperienceResponse,
  DeleteProviderExperienceResponse,
  DeleteProviderQualificationResponse,
  GetProviderVerificationNoteResponse,
  ListProviderExperienceResponse,
  ListProviderQualificationsResponse,
  SubmitProviderVerificationResponse,
  UpdateProviderExperienceResponse,
  UploadProviderQualificationResponse,
} from '../../../generated/zod/provider/provider.zod';
import { emails } from '../../data/ids';
import { MAX_FILE_BYTES as MAX_UPLOAD_BYTES } from '../files';
import { at, setUpTestBackend } from '../../test-utils';
import { form, jpg, pdf, profileCalls } from './profiles-test-calls';

const backend = setUpTestBackend();
const { newVerifiedProvider } = profileCalls(backend);

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
