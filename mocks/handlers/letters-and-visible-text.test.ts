// The offline backend takes letters of any script where a rule says letters, and trims and refuses text that shows
// nothing (white space, zero-width and other format characters) where text must not be empty.
import { describe, expect, it } from 'vitest';
import { bookingIds, emails, ids } from '../data/ids';
import { participantIdOf } from '../data/content';
import { putBooking } from '../content-fixtures';
import { setUpTestBackend } from '../test-utils';

const backend = setUpTestBackend();
const ZW = '\u200B\u200D\u2060\uFEFF';

const providerInfo = {
  firstName: 'Amaka',
  lastName: 'Okafor',
  title: 'Dr',
  officeAddress: '3 Broad Street, Lagos',
  phoneNumber: '08099998888',
  countryIdentifier: 'ct_ng',
  stateIdentifier: 'st_rivers',
  gender: 'female',
};

function multipart(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  return data;
}

const signUp = (n: number, firstName: string, lastName: string) =>
  backend.call('POST', '/user/register', {
    body: {
      userType: 'client',
      email: `letters${n}@example.com`,
      password: 'Grüße1',
      firstName,
      lastName,
      phoneNumber: '08031234567',
      agreedToTerms: true,
    },
  });
const accountOf = (n: number) => backend.db.state.accounts.find((a) => a.email === `letters${n}@example.com`);

describe('letters are Unicode letters (issue 52 item 1)', () => {
  it('signs up clients named in any script and keeps the names as written', async () => {
    const names: [string, string][] = [
      ['Jürgen', 'Müller'],
      ['Zoë', 'Ñúñez'],
      ['Nguyễn Văn', 'An'],
      ['Nguyễn'.normalize('NFD'), 'An'],
      ['Łukasz', 'Żółć'],
      ['Ζωή', 'Παπαδοπούλου'],
      ['Анна', 'Иванова'],
    ];
    for (const [i, [firstName, lastName]] of names.entries()) {
      expect((await signUp(i, `${firstName} `, lastName)).status, firstName).toBe(201);
      expect(accountOf(i), firstName).toMatchObject({ firstName, lastName });
    }
    for (const [i, name] of ['12345', '😀😀😀', ZW, ' Ada'].entries()) {
      const refused = await signUp(100 + i, name, 'An');
      expect(refused.status, name).toBe(400);
      expect(refused.body.errors.join(' ')).toMatch(/firstName/);
      expect(accountOf(100 + i)).toBeUndefined();
    }
  });

  it('saves the profiles and the emergency contact with such names, apostrophes where the provider rule has them', async () => {
    const client = await backend.login(emails.client);
    const saved = await backend.call('PUT', '/client', {
      token: client,
      body: { userName: 'grace_a', firstName: 'José-María', lastName: 'Łukasz Żółć' },
    });
    expect(saved.status).toBe(200);
    const me = await backend.call('GET', '/user/info', { token: client });
    expect(me.body).toMatchObject({ firstName: 'José-María', lastName: 'Łukasz Żółć' });
    for (const lastName of ["O'Brien", '12345', '😀😀😀', `${ZW}   `])
      expect(
        (await backend.call('PUT', '/client', { token: client, body: { userName: 'grace_a', lastName } })).status,
        lastName,
      ).toBe(400);
    const contact = await backend.call('POST', '/client/emergency-contact', {
      token: client,
      body: { name: 'Анна Иванова', phoneNumber: '123' },
    });
    expect(contact.body).toEqual({ name: 'Анна Иванова', phoneNumber: '123' });

    const provider = await backend.login(emails.provider);
    const body = {
      ...providerInfo,
      firstName: 'Siobhán',
      lastName: 'O’Brien',
      title: 'Δρ',
      headline: 'Therapeutin (Köln)',
    };
    const updated = await backend.call('POST', '/provider/update/info', { token: provider, body });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      title: 'Δρ',
      profileInfo: { lastName: 'O’Brien', headline: 'Therapeutin (Köln)' },
    });
  });

  it('keeps the bank account name to A-Z, as the payout rails need', async () => {
    const provider = await backend.login(emails.provider);
    const details = { countryCode: 'NG', bankCode: '058', bankName: 'GTBank', accountNumber: '0123456789' };
    const put = (accountName: string) =>
      backend.call('PUT', '/provider/bank-details', { token: provider, body: { ...details, accountName } });
    expect((await put('Jürgen Müller')).status).toBe(400);
    expect((await put('Juergen Mueller')).status).toBe(200);
  });
});

describe('text that must not be empty must have something visible (issue 52 item 7)', () => {
  it('refuses a message of zero-width characters (send and edit) and stores a message trimmed', async () => {
    const client = await backend.login(emails.client);
    const send = (body: string) =>
      backend.call('POST', '/messages/store', {
        token: client,
        body: multipart({ receiverIdentifier: ids.provider, body }),
      });
    const before = backend.db.state.messages.length;
    for (const body of [ZW, ` ${ZW}\u3164 `]) expect((await send(body)).status).toBe(400);
    expect(backend.db.state.messages).toHaveLength(before);
    const sent = await send(`${ZW} Hallo Jürgen \u200B`);
    expect(sent.status).toBe(201);
    expect(sent.body.body).toBe('Hallo Jürgen');
    const edit = (body: string) =>
      backend.call('PUT', `/messages/${sent.body.identifier}/update`, { token: client, body: { body } });
    expect((await edit(ZW)).status).toBe(400);
    expect((await edit('\u200BTschüss ')).body.body).toBe('Tschüss');
  });

  it('refuses a note title of three zero-width characters and stores titles trimmed', async () => {
    const provider = await backend.login(emails.provider);
    const note = (title: string) =>
      backend.call('POST', '/note', {
        token: provider,
        body: multipart({ bookingIdentifier: bookingIds.completedNoFeedback, title, body: '' }),
      });
    expect((await note('\u200B\u200B\u200B')).status).toBe(400);
    expect((await note(`a${ZW}`)).status).toBe(400);
    const created = await note(`${ZW}Plan${ZW}`);
    expect(created.status).toBe(201);
    expect(created.body.title).toBe('Plan');
  });

  it('refuses an office address of "a" padded with zero-width characters, and invisible names', async () => {
    const provider = await backend.login(emails.provider);
    const update = (change: object) =>
      backend.call('POST', '/provider/update/info', { token: provider, body: { ...providerInfo, ...change } });
    const padded = await update({ officeAddress: `a${ZW}${ZW}` });
    expect(padded.status).toBe(400);
    expect(padded.body.errors.join(' ')).toMatch(/officeAddress/);
    expect((await update({ headline: '\u200B\u200B\u200B' })).status).toBe(400);
    const saved = await update({ officeAddress: `${ZW} 3 Broad Street ` });
    expect(saved.body.officeAddress).toBe('3 Broad Street');

    const client = await backend.login(emails.client);
    const contact = await backend.call('POST', '/client/emergency-contact', {
      token: client,
      body: { name: '   ', phoneNumber: '123' },
    });
    expect(contact.status).toBe(400);
  });

  it('keeps a review comment trimmed, and one that shows nothing as none', async () => {
    putBooking(backend, {
      identifier: bookingIds.completedNoFeedback,
      startTime: new Date(Date.now() - 2 * 24 * 3_600_000).toISOString(),
      endTime: new Date(Date.now() - 2 * 24 * 3_600_000 + 3_600_000).toISOString(),
    });
    const client = await backend.login(emails.client);
    const participant = participantIdOf(bookingIds.completedNoFeedback);
    const created = await backend.call('POST', `/review/${participant}`, {
      token: client,
      body: { rating: 4, comment: ZW },
    });
    expect(created.status).toBe(201);
    expect(created.body).not.toHaveProperty('comment');
    const edited = await backend.call('PUT', `/review/${participant}`, {
      token: client,
      body: { rating: 4, comment: ' Sehr gut\u200B' },
    });
    expect(edited.body.comment).toBe('Sehr gut');
  });
});
