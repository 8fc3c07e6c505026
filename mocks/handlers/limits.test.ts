// Decision 0010: every string the contract takes has an upper bound and every date a sane range, and the offline
// backend holds them (it parses each body and query with the generated Zod schema of its operation).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import bundled from '../../generated/openapi.json';
import { emails } from '../data/ids';
import { setUpTestBackend } from '../test-utils';

const backend = setUpTestBackend();

const contact = {
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Obi',
  message: 'I would like to know how online sessions work.',
};
const signUp = {
  userType: 'client',
  email: 'ada.new@example.com',
  password: 'secret1',
  firstName: 'Ada',
  lastName: 'Obi',
  phoneNumber: '08031234567',
  agreedToTerms: true,
};
const bank = {
  countryCode: 'GB',
  accountName: 'Ruth Mensah',
  bankCode: '401276',
  bankName: 'Barclays',
  accountNumber: '12346789',
  address: '1 High Street',
  postalCode: 'SW1A 1AA',
  accountType: 'checking',
  ownership: 'personal',
  dateOfBirth: '1985-04-12',
};

function messageForm(receiver: string, body: string): FormData {
  const form = new FormData();
  form.set('receiverIdentifier', receiver);
  form.set('body', body);
  return form;
}

describe('request limits (issue 32 item 7)', () => {
  it('a 100 KB contact name is refused with 400 and the field named', async () => {
    const refused = await backend.call('POST', '/contact', { body: { ...contact, firstName: 'A'.repeat(100 * 1024) } });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([expect.stringMatching(/^firstName: /)]);
    expect(
      (
        await backend.call('POST', '/contact', {
          body: { ...contact, firstName: 'A'.repeat(100), lastName: 'B'.repeat(100) },
        })
      ).status,
    ).toBe(200);
    expect((await backend.call('POST', '/contact', { body: { ...contact, lastName: 'B'.repeat(101) } })).status).toBe(
      400,
    );
  });

  it('a 1,000-character sign-up e-mail is refused, and nothing is created', async () => {
    const before = backend.db.state.accounts.length;
    const email = `${'a'.repeat(1000 - '@example.com'.length)}@example.com`;
    const refused = await backend.call('POST', '/user/register', { body: { ...signUp, email } });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([expect.stringMatching(/^email: /)]);
    expect(backend.db.state.accounts).toHaveLength(before);
    const names = await backend.call('POST', '/user/register', { body: { ...signUp, firstName: 'A'.repeat(33) } });
    expect(names.status).toBe(400);
  });

  it('a 900,000-character message is refused, and nothing is stored', async () => {
    const token = await backend.login(emails.client);
    const before = backend.db.state.messages.length;
    const refused = await backend.call('POST', '/messages/store', {
      token,
      body: messageForm('pr_demo', 'x'.repeat(900_000)),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([expect.stringMatching(/^body: /)]);
    expect(backend.db.state.messages).toHaveLength(before);
    expect(
      (await backend.call('POST', '/messages/store', { token, body: messageForm('pr_demo', 'x'.repeat(5000)) })).status,
    ).toBe(201);
    expect(
      (await backend.call('POST', '/messages/store', { token, body: messageForm('pr_demo', 'x'.repeat(5001)) })).status,
    ).toBe(400);
  });

  it('a message cannot be edited to whitespace (or past 5,000 characters)', async () => {
    const token = await backend.login(emails.client);
    const sent = await backend.call('POST', '/messages/store', { token, body: messageForm('pr_demo', 'Hello') });
    const id = sent.body.identifier as string;
    for (const body of ['   ', '\n\t ', 'x'.repeat(5001)]) {
      const refused = await backend.call('PUT', `/messages/${id}/update`, { token, body: { body } });
      expect(refused.status, JSON.stringify(body.slice(0, 10))).toBe(400);
    }
    expect(backend.db.state.messages.find((m) => m.identifier === id)?.body).toBe('Hello');
    expect((await backend.call('PUT', `/messages/${id}/update`, { token, body: { body: ' Hi again ' } })).status).toBe(
      200,
    );
  });

  it('a bank date of birth in 2999 is refused, as is any day after today or before 1900', async () => {
    const token = await backend.login(emails.newProvider);
    const tomorrow = new Date(backend.db.now().getTime() + 2 * 86_400_000).toISOString().slice(0, 10);
    for (const dateOfBirth of ['2999-01-01', '1899-12-31', tomorrow, '1985-02-30', '12345-01-01']) {
      const refused = await backend.call('PUT', '/provider/bank-details', { token, body: { ...bank, dateOfBirth } });
      expect(refused.status, dateOfBirth).toBe(400);
      expect(refused.body.errors.join(), dateOfBirth).toMatch(/^dateOfBirth: /);
    }
    expect(backend.db.state.providerProfiles.find((p) => p.identifier === 'pr_new')?.bankDetails ?? null).toBeNull();
    expect(
      (await backend.call('PUT', '/provider/bank-details', { token, body: { ...bank, dateOfBirth: '1900-01-01' } }))
        .status,
    ).toBe(200);
  });

  it('a client date of birth in the future is refused', async () => {
    const token = await backend.login(emails.client);
    for (const dob of [
      '2999-01-01',
      new Date(backend.db.now().getTime() + 2 * 86_400_000).toISOString().slice(0, 10),
    ]) {
      const refused = await backend.call('PUT', '/client', { token, body: { userName: 'grace_a', dob } });
      expect(refused.status, dob).toBe(400);
      expect(refused.body.errors.join()).toMatch(/^dob: /);
    }
    expect(
      (await backend.call('PUT', '/client', { token, body: { userName: 'grace_a', dob: '1990-05-01' } })).status,
    ).toBe(200);
  });

  it('work-history months stay within 1900-01 and 2099-12', async () => {
    const token = await backend.login(emails.provider);
    const entry = { companyName: 'Clinic', jobTitle: 'Therapist', currentlyWorksHere: true };
    expect(
      (await backend.call('POST', '/provider/experience', { token, body: { ...entry, startDate: '2100-01' } })).status,
    ).toBe(400);
    expect(
      (await backend.call('POST', '/provider/experience', { token, body: { ...entry, startDate: '1899-12' } })).status,
    ).toBe(400);
    expect(
      (await backend.call('POST', '/provider/experience', { token, body: { ...entry, startDate: '2099-12' } })).status,
    ).toBe(201);
  });

  it('over-long identifiers, cursors and query values are refused before anything is looked up', async () => {
    const token = await backend.login(emails.client);
    expect(
      (
        await backend.call('POST', '/booking', {
          token,
          body: {
            providerIdentifier: 'p'.repeat(129),
            therapyIdentifier: 'th_individual',
            modalityIdentifier: 'md_online',
          },
        })
      ).status,
    ).toBe(400);
    expect((await backend.call('GET', `/messages/chat-list?cursor=${'c'.repeat(513)}`, { token })).status).toBe(400);
    expect((await backend.call('GET', `/therapists?state=${'s'.repeat(129)}`)).status).toBe(400);
  });
});

describe('the backend enforces what the contract says', () => {
  const sources = ['.', 'content', 'profiles', 'scheduling']
    .flatMap((dir) =>
      fs
        .readdirSync(path.join(import.meta.dirname, dir))
        .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
        .map((f) => path.join(import.meta.dirname, dir, f)),
    )
    .map((file) => fs.readFileSync(file, 'utf8'))
    .join('\n');
  const operations = Object.values(
    (
      bundled as {
        paths: Record<string, Record<string, { operationId: string; requestBody?: unknown; parameters?: unknown[] }>>;
      }
    ).paths,
  ).flatMap((item) => Object.values(item));
  const schemaName = (operationId: string, suffix: string) =>
    `${operationId.charAt(0).toUpperCase()}${operationId.slice(1)}${suffix}`;

  it('parses every request body with its generated Zod schema', () => {
    const unparsed = operations
      .filter((op) => op.requestBody)
      .map((op) => schemaName(op.operationId, 'Body'))
      .filter((name) => !new RegExp(`(jsonBody|formBody)\\(ctx, ${name}\\b`).test(sources));
    expect(unparsed).toEqual([]);
  });

  it('parses every query with its generated Zod schema', () => {
    const zodModules = fs
      .readdirSync(path.join(import.meta.dirname, '../../generated/zod'), { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.zod.ts'));
    const generated = zodModules
      .map((f) => fs.readFileSync(path.join(import.meta.dirname, '../../generated/zod', f), 'utf8'))
      .join('\n');
    const unparsed = operations
      .map((op) => schemaName(op.operationId, 'QueryParams'))
      .filter((name) => generated.includes(`export const ${name} =`))
      .filter((name) => !new RegExp(`queryParams\\(ctx, ${name}\\b`).test(sources));
    expect(unparsed).toEqual([]);
  });
});
