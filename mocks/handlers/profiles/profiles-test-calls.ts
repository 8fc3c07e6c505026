// What the profile tests share: upload files whose first bytes are what their names say (uploads are checked by
// their contents), a multipart form, a provider's full profile info, and a freshly signed-up provider's sign-in.
import { fileOf } from '../../file-fixtures';
import type { TestBackend } from '../../test-utils';

export const pdf = (name = 'doc.pdf', size = 100) => fileOf('pdf', name, '', size);
export const jpg = (name = 'me.jpg', size = 100) => fileOf('jpeg', name, '', size);

export function form(fields: Record<string, string | File | File[]>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields))
    for (const v of Array.isArray(value) ? value : [value]) data.append(key, v);
  return data;
}

export const providerInfo = {
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

export function profileCalls(backend: TestBackend) {
  /** A provider who has just signed up and verified the address, with nothing set up yet. */
  async function newVerifiedProvider(): Promise<string> {
    const email = 'fresh@example.com';
    await backend.call('POST', '/user/register', {
      body: { userType: 'provider', email, password: 'secret1', countryIdentifier: 'ct_us', agreedToTerms: true },
    });
    const token = backend.db.state.oneTimeTokens.find((t) => t.email === email)!.token;
    await backend.call('POST', '/user/register/verify', { body: { token } });
    return backend.login(email, 'secret1');
  }
  return { newVerifiedProvider };
}
