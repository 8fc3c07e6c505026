// The provider's US licence states and indemnity insurance files.
import { describe, expect, it } from 'vitest';
import { UsStateIdentifier } from '../../../generated/model';
import {
  DeleteProviderIndemnityInsuranceResponse,
  GetProviderLicenseStatesResponse,
  ListProviderIndemnityInsuranceResponse,
  SetProviderLicenseStatesResponse,
  UploadProviderIndemnityInsuranceResponse,
} from '../../../generated/zod/provider/provider.zod';
import { emails } from '../../data/ids';
import { fileOf } from '../../file-fixtures';
import { MAX_FILE_BYTES as MAX_UPLOAD_BYTES } from '../files';
import { setUpTestBackend } from '../../test-utils';
import { form, pdf } from './profiles-test-calls';

const backend = setUpTestBackend();

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
