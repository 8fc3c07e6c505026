import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { ProviderProfile } from '../../../generated/model';
import filesEn from 'virtual:messages/en/files';
import verificationDe from 'virtual:messages/de/verification';
import verificationEn from 'virtual:messages/en/verification';
import { de, en } from '../../lib/i18n/messages';
import { translator } from '../../lib/i18n/translate';
import { fileProblemText } from '../files';
import filesMessages from '../files/messages';
import { bankExtras, bankRequest, bankSchema, type BankValues } from './bank-rules';
import { feeSchema, toMajor, toMinor } from './fee-rules';
import {
  experienceSchema,
  firstOpenStep,
  monthInRange,
  needsSetup,
  officeAddressOk,
  qualificationSchema,
  setupSchemas,
} from './rules';
import verificationMessages from './messages';

// The shared messages and the verification's own (its part, compiled by the messages plugin), with the files' for the
// refused files.
const intl = createIntl({ locale: 'en', messages: { ...en, ...verificationEn, ...filesEn } });
const t = translator(intl, verificationMessages);
const messages = (result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  result.success ? [] : result.error!.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
const file = (name: string, size = 100) => new File([new Uint8Array(size)], name);

describe('setup', () => {
  it('office address: at least 5 characters with a letter', () => {
    expect(officeAddressOk('1 Hi')).toBe(false);
    expect(officeAddressOk('12345')).toBe(false);
    expect(officeAddressOk('1 Hig')).toBe(true);
    expect(officeAddressOk('    a')).toBe(false);
  });

  it('needs country, state, a title of 2 to 32 letters and gender, and one of each list', () => {
    const { about, practice } = setupSchemas(t);
    const ok = { countryIdentifier: 'ct_gb', stateIdentifier: 'st_eng', title: 'Dr', gender: 'female' };
    expect(messages(about.safeParse(ok))).toEqual([]);
    expect(messages(about.safeParse({ ...ok, title: 'D' }))).toEqual(['title: Enter a title of 2 to 32 letters']);
    expect(messages(about.safeParse({ ...ok, title: 'x'.repeat(33) }))).toHaveLength(1);
    expect(messages(about.safeParse({ ...ok, title: 'x'.repeat(32), stateIdentifier: '' }))).toEqual([
      'stateIdentifier: This field is required',
    ]);
    expect(
      messages(
        practice.safeParse({
          therapyIdentifiers: ['th_individual'],
          modalityIdentifiers: [],
          specialityIdentifiers: ['sp_anxiety'],
        }),
      ),
    ).toEqual(['modalityIdentifiers: Choose at least one modality']);
  });

  it('resumes on the first step the saved profile does not satisfy', () => {
    const base = {
      stateIdentifier: 'st_eng',
      gender: 'female',
      title: 'Dr',
      therapy: [{ identifier: 't', name: 'T' }],
      modality: [{ identifier: 'm', name: 'M' }],
      specialities: [],
      officeAddress: null,
    } as unknown as ProviderProfile;
    expect(firstOpenStep(base)).toBe('practice');
    expect(firstOpenStep({ ...base, gender: null })).toBe('about');
    expect(needsSetup({ ...base, specialities: [{ identifier: 's', name: 'S' }], officeAddress: '1 High St' })).toBe(
      false,
    );
  });
});

describe('qualifications', () => {
  it('a licence needs its name and number (letters, digits, dash, slash) and files', () => {
    const schema = qualificationSchema(t, fileProblemText(translator(intl, filesMessages)), 'license');
    const ok = { title: '', body: 'HCPC', credentialNumber: 'PYL-0123/A', files: [file('a.pdf')] };
    expect(messages(schema.safeParse(ok))).toEqual([]);
    expect(messages(schema.safeParse({ ...ok, credentialNumber: 'PYL 0123' }))).toEqual([
      'credentialNumber: Use only letters, digits, dashes and slashes',
    ]);
    expect(messages(schema.safeParse({ ...ok, body: 'HCPC_1' }))).toEqual([
      'body: Use only letters, digits, dashes and slashes',
    ]);
    expect(messages(schema.safeParse({ ...ok, body: '', files: [] }))).toEqual([
      'body: This field is required',
      'files: Choose at least one file',
    ]);
  });

  it('the other types need a title (at most 100) and files of the accepted types, each at most 10 MB', () => {
    const schema = qualificationSchema(t, fileProblemText(translator(intl, filesMessages)), 'education');
    const ok = { title: 'MSc', body: '', credentialNumber: '', files: [file('a.docx'), file('b.JPG')] };
    expect(messages(schema.safeParse(ok))).toEqual([]);
    expect(messages(schema.safeParse({ ...ok, title: 'x'.repeat(101) }))).toEqual(['title: At most 100 characters']);
    expect(messages(schema.safeParse({ ...ok, files: [file('a.pdf', 10 * 1024 * 1024)] }))).toEqual([]);
    expect(
      messages(schema.safeParse({ ...ok, files: [file('big.pdf', 10 * 1024 * 1024 + 1), file('x.exe')] })),
    ).toEqual([
      'files: big.pdf: File too large',
      'files: x.exe: Only .doc, .docx, .pdf, .jpg, .jpeg and .png files can be uploaded.',
    ]);
  });
});

describe('work history', () => {
  const schema = experienceSchema(t);
  const ok = {
    companyName: 'Clinic',
    jobTitle: 'Psychologist',
    startDate: '2018-03',
    endDate: '2020-06',
    currentlyWorksHere: false,
    description: '',
  };

  it('months run from 1900-01 to 2099-12 with a 4-digit year', () => {
    expect(['1900-01', '2099-12', '2020-06'].map(monthInRange)).toEqual([true, true, true]);
    expect(['1899-12', '2100-01', '20201-01', '2020-13', '2020-1', ''].map(monthInRange)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(messages(schema.safeParse({ ...ok, startDate: '1899-12' }))).toEqual([
      'startDate: Choose a month from 1900-01 to 2099-12',
    ]);
  });

  it('the end may equal the start but not come before it; a current job needs no end', () => {
    expect(messages(schema.safeParse({ ...ok, endDate: '2018-03' }))).toEqual([]);
    expect(messages(schema.safeParse({ ...ok, endDate: '2018-02' }))).toEqual([
      'endDate: The end cannot be before the start',
    ]);
    expect(messages(schema.safeParse({ ...ok, endDate: '' }))).toEqual(['endDate: This field is required']);
    expect(messages(schema.safeParse({ ...ok, endDate: '', currentlyWorksHere: true }))).toEqual([]);
  });

  it('company and job at most 100, description at most 1,000', () => {
    expect(messages(schema.safeParse({ ...ok, companyName: 'x'.repeat(100), description: 'x'.repeat(1000) }))).toEqual(
      [],
    );
    expect(messages(schema.safeParse({ ...ok, jobTitle: 'x'.repeat(101), description: 'x'.repeat(1001) }))).toEqual([
      'jobTitle: At most 100 characters',
      'description: At most 1000 characters',
    ]);
  });
});

describe('fees', () => {
  it('is entered in major units and sent in minor units (x100)', () => {
    expect(toMinor('45')).toBe(4500);
    expect(toMinor('1')).toBe(100);
    expect(toMajor(1500000)).toBe('15000');
  });

  it('takes digits only; a non-free 0 is refused; free needs no fee', () => {
    const schema = feeSchema(t, 'en', 'NGN');
    expect(messages(schema.safeParse({ fee: '45', isFree: false }))).toEqual([]);
    expect(messages(schema.safeParse({ fee: '4a5', isFree: false }))).toEqual([
      'fee: Enter the fee in whole units, digits only',
    ]);
    expect(messages(schema.safeParse({ fee: '1,500', isFree: false }))).toEqual([
      'fee: Enter the fee in whole units, digits only',
    ]);
    expect(messages(schema.safeParse({ fee: '', isFree: false }))).toEqual([
      'fee: Enter the fee in whole units, digits only',
    ]);
    expect(messages(schema.safeParse({ fee: '0', isFree: false }))).toEqual([
      'fee: A fee of 0 is only possible as free: tick Free instead',
    ]);
    expect(messages(schema.safeParse({ fee: '0', isFree: true }))).toEqual([]);
  });

  it('refuses a decimal separator as not whole, in the locale, instead of reading past it', () => {
    expect(messages(feeSchema(t, 'en', 'NGN').safeParse({ fee: '4.5', isFree: false }))).toEqual([
      'fee: Enter a whole amount',
    ]);
    const german = createIntl({ locale: 'de', messages: { ...de, ...verificationDe } });
    const germanSchema = feeSchema(translator(german, verificationMessages), 'de', 'NGN');
    expect(messages(germanSchema.safeParse({ fee: '4,5', isFree: false }))).toEqual([
      'fee: Geben Sie einen ganzen Betrag ein',
    ]);
    expect(messages(germanSchema.safeParse({ fee: '4500', isFree: false }))).toEqual([]);
  });

  it('has a maximum by the currency: 10,000,000 NGN, 100,000 GBP and other currencies', () => {
    expect(messages(feeSchema(t, 'en', 'NGN').safeParse({ fee: '10000000', isFree: false }))).toEqual([]);
    expect(messages(feeSchema(t, 'en', 'NGN').safeParse({ fee: '10000001', isFree: false }))).toEqual([
      'fee: The fee can be at most 10,000,000 NGN',
    ]);
    expect(messages(feeSchema(t, 'en', 'GBP').safeParse({ fee: '100001', isFree: false }))).toEqual([
      'fee: The fee can be at most 100,000 GBP',
    ]);
    expect(messages(feeSchema(t, 'en', 'EUR').safeParse({ fee: '100000', isFree: false }))).toEqual([]);
    expect(messages(feeSchema(t, 'en', 'EUR').safeParse({ fee: '99999999999999999999', isFree: false }))).toEqual([
      'fee: The fee can be at most 100,000 EUR',
    ]);
  });
});

describe('bank details', () => {
  const schema = bankSchema(t);
  const base: BankValues = {
    countryCode: 'NG',
    accountName: 'Abc',
    bankCode: '123',
    bankName: 'GTB',
    accountNumber: '123',
    address: '',
    postalCode: '',
    accountType: '',
    ownership: '',
    dateOfBirth: '',
  };
  const gb: BankValues = {
    ...base,
    countryCode: 'GB',
    accountName: "Ruth O'Neil-Mensah, Jr.",
    address: '1 Hi St',
    postalCode: 'SW1',
    accountType: 'checking',
    ownership: 'personal',
    dateOfBirth: '1985-04-12',
  };

  it('applies the shared rules at their boundaries', () => {
    expect(messages(schema.safeParse(base))).toEqual([]);
    expect(
      messages(
        schema.safeParse({
          ...base,
          accountName: 'x'.repeat(32),
          bankCode: '1'.repeat(32),
          accountNumber: '1'.repeat(32),
        }),
      ),
    ).toEqual([]);
    expect(
      messages(
        schema.safeParse({ ...base, accountName: 'Ab', bankCode: '12', bankName: 'GT', accountNumber: '1'.repeat(33) }),
      ),
    ).toEqual([
      'bankCode: Enter 3 to 32 digits',
      'bankName: Enter at least 3 characters',
      'accountNumber: Enter 3 to 32 digits',
      "accountName: Use 3 to 32 letters A–Z without accents, spaces and - , . ' only",
    ]);
    expect(messages(schema.safeParse({ ...base, accountName: 'Ann & Co' }))).toHaveLength(1);
  });

  it('GB needs address 5–100, postal code 3–10, account type, ownership and date of birth', () => {
    expect(messages(schema.safeParse(gb))).toEqual([]);
    expect(
      messages(
        schema.safeParse({
          ...gb,
          address: '1 Hi',
          postalCode: '12345678901',
          accountType: '',
          ownership: '',
          dateOfBirth: '',
        }),
      ),
    ).toEqual([
      'address: Enter 5 to 100 characters',
      'postalCode: Enter 3 to 10 characters',
      'accountType: This field is required',
      'ownership: This field is required',
      'dateOfBirth: This field is required',
    ]);
    expect(messages(schema.safeParse({ ...gb, address: 'x'.repeat(100), postalCode: '1234567890' }))).toEqual([]);
  });

  it('refuses a date of birth in 2999, tomorrow, before 1900 or not a real day (issue 32 item 7)', () => {
    const now = new Date(2026, 10, 27, 12);
    const onThatDay = bankSchema(t, now);
    const rule = ['dateOfBirth: Enter a real date of birth in the past, from 1900 on'];
    for (const dateOfBirth of ['2999-01-01', '2026-11-28', '2026-11-27', '1899-12-31', '1985-02-30']) {
      expect(messages(onThatDay.safeParse({ ...gb, dateOfBirth })), dateOfBirth).toEqual(rule);
    }
    expect(messages(onThatDay.safeParse({ ...gb, dateOfBirth: '2026-11-26' }))).toEqual([]);
    expect(messages(onThatDay.safeParse({ ...gb, dateOfBirth: '1900-01-01' }))).toEqual([]);
    expect(messages(onThatDay.safeParse({ ...gb, bankName: 'B'.repeat(101) }))).toEqual([
      'bankName: This can be at most 100 characters.',
    ]);
  });

  it('the US needs type, ownership, postal code and address (no date of birth), and a name of letters, spaces and hyphens', () => {
    const us = { ...gb, countryCode: 'US', accountName: 'Ruth Mensah-Obi', dateOfBirth: '' };
    expect(bankExtras('US')).not.toContain('dateOfBirth');
    expect(messages(schema.safeParse(us))).toEqual([]);
    expect(messages(schema.safeParse({ ...us, accountName: "Ruth O'Neil" }))).toEqual([
      'accountName: Use 3 to 32 letters A–Z without accents, spaces and hyphens only',
    ]);
    expect(messages(schema.safeParse({ ...us, ownership: '' }))).toEqual(['ownership: This field is required']);
  });

  it('sends only the fields the bank country asks for', () => {
    expect(bankRequest({ ...gb, countryCode: 'NG' })).toEqual({
      countryCode: 'NG',
      accountName: gb.accountName,
      bankCode: '123',
      bankName: 'GTB',
      accountNumber: '123',
    });
    expect(bankRequest({ ...gb, countryCode: 'US' })).not.toHaveProperty('dateOfBirth', '1985-04-12');
  });
});
