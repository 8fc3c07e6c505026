import { describe, expect, it } from 'vitest';
import {
  GetProviderBankDetailsResponse,
  GetProviderProfileResponse,
  SaveProviderBankDetailsResponse,
} from '../../../generated/zod/provider/provider.zod';
import { emails } from '../../data/ids';
import { setUpTestBackend } from '../../test-utils';

const backend = setUpTestBackend();

const gb = {
  countryCode: 'GB',
  accountName: "Ruth O'Neil-Mensah, Jr.",
  bankCode: '401276',
  bankName: 'Barclays',
  accountNumber: '12346789',
  address: '1 High Street',
  postalCode: 'SW1A 1AA',
  accountType: 'checking',
  ownership: 'personal',
  dateOfBirth: '1985-04-12',
};

describe('the new provider (pr_new)', () => {
  it('is a draft with nothing set up, and the setup saves without names or ethnicity', async () => {
    const token = await backend.login(emails.newProvider);
    const before = GetProviderProfileResponse.parse((await backend.call('GET', '/provider', { token })).body);
    expect(before).toMatchObject({
      identifier: 'pr_new',
      verificationStatus: 'draft',
      title: null,
      gender: null,
      stateIdentifier: null,
      therapy: [],
    });
    const setup = {
      countryIdentifier: 'ct_gb',
      stateIdentifier: 'st_eng',
      title: 'Dr',
      gender: 'female',
      officeAddress: '1 High Street',
      therapyIdentifiers: ['th_individual'],
      modalityIdentifiers: ['md_online'],
      specialityIdentifiers: ['sp_anxiety'],
    };
    const saved = await backend.call('POST', '/provider/update/info', { token, body: setup });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      title: 'Dr',
      gender: 'female',
      profileInfo: { firstName: 'Ruth', lastName: 'Mensah' },
      officeAddress: '1 High Street',
    });
    expect((await backend.call('GET', '/user/info', { token })).body).toMatchObject({
      firstName: 'Ruth',
      lastName: 'Mensah',
    });
    expect((await backend.call('PUT', '/provider/verification-submission', { token })).body).toMatchObject({
      code: 'QUALIFICATIONS_MISSING',
    });
  });
});

describe('bank details (inferred)', () => {
  it('are null until saved; saving returns and keeps them with the account number masked', async () => {
    const token = await backend.login(emails.newProvider);
    expect(
      GetProviderBankDetailsResponse.parse((await backend.call('GET', '/provider/bank-details', { token })).body),
    ).toEqual({ bankDetails: null });
    const saved = await backend.call('PUT', '/provider/bank-details', { token, body: gb });
    expect(saved.status).toBe(200);
    expect(SaveProviderBankDetailsResponse.parse(saved.body).bankDetails).toMatchObject({
      accountNumberMasked: '••••6789',
      accountType: 'checking',
      dateOfBirth: '1985-04-12',
    });
    const read = GetProviderBankDetailsResponse.parse(
      (await backend.call('GET', '/provider/bank-details', { token })).body,
    );
    expect(read.bankDetails?.accountNumberMasked).toBe('••••6789');
    expect(JSON.stringify(read)).not.toContain('12346789');
  });

  it('applies the base rules at their boundaries', async () => {
    const token = await backend.login(emails.newProvider);
    const base = { countryCode: 'NG', accountName: 'Abc', bankCode: '123', bankName: 'GTB', accountNumber: '123' };
    expect((await backend.call('PUT', '/provider/bank-details', { token, body: base })).status).toBe(200);
    expect(
      (
        await backend.call('PUT', '/provider/bank-details', {
          token,
          body: { ...base, accountName: 'x'.repeat(32), bankCode: '1'.repeat(32), accountNumber: '1'.repeat(32) },
        })
      ).status,
    ).toBe(200);
    for (const bad of [
      { accountName: 'Ab' },
      { accountName: 'x'.repeat(33) },
      { accountName: 'Ann & Co' },
      { bankCode: '12' },
      { bankCode: '12a' },
      { bankName: 'GT' },
      { accountNumber: '1'.repeat(33) },
    ]) {
      expect(
        (await backend.call('PUT', '/provider/bank-details', { token, body: { ...base, ...bad } })).status,
        JSON.stringify(bad),
      ).toBe(400);
    }
  });

  it('needs address, postal code, account type, ownership and date of birth for GB', async () => {
    const token = await backend.login(emails.newProvider);
    for (const field of ['address', 'postalCode', 'accountType', 'ownership', 'dateOfBirth'] as const) {
      const { [field]: _left, ...body } = gb;
      const answer = await backend.call('PUT', '/provider/bank-details', { token, body });
      expect(answer.status, field).toBe(400);
      expect(answer.body.errors.join()).toContain(field);
    }
    expect(
      (await backend.call('PUT', '/provider/bank-details', { token, body: { ...gb, address: '1234' } })).status,
    ).toBe(400);
    expect(
      (await backend.call('PUT', '/provider/bank-details', { token, body: { ...gb, postalCode: '12345678901' } }))
        .status,
    ).toBe(400);
  });

  it('needs account type, ownership, postal code and address for the US, and a name of letters, spaces and hyphens', async () => {
    const token = await backend.login(emails.newProvider);
    const us = { ...gb, countryCode: 'US', accountName: 'Ruth Mensah-Obi', dateOfBirth: undefined };
    expect((await backend.call('PUT', '/provider/bank-details', { token, body: us })).status).toBe(200);
    expect(
      (await backend.call('PUT', '/provider/bank-details', { token, body: { ...us, accountName: "Ruth O'Neil" } }))
        .status,
    ).toBe(400);
    expect(
      (await backend.call('PUT', '/provider/bank-details', { token, body: { ...us, ownership: undefined } })).status,
    ).toBe(400);
  });
});
