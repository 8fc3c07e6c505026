import { intl } from '../../lib/i18n';
import { translator } from '../../lib/i18n/translate';
import profilesMessages from './messages';
import { clientUpdateBody } from './ClientProfileForm';
import { providerUpdateBody } from './ProviderProfileForm';
import {
  BIO_MAX,
  clientProfileSchema,
  emergencyContactSchema,
  providerProfileSchema,
  type ClientProfileValues,
  type ProviderProfileValues,
} from './schemas';
import { clientProfile as client, providerProfile as provider } from './profile-values.fixture';

const t = translator(intl, profilesMessages);

type Result = { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } };
function errors(result: Result): Record<string, string> {
  const byField: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) (byField[issue.path.join('.')] ??= []).push(issue.message);
  return Object.fromEntries(Object.entries(byField).map(([field, messages]) => [field, messages.join(' ')]));
}
const x = (n: number, c = 'a') => c.repeat(n);

describe('client profile', () => {
  const now = new Date(2026, 10, 23, 12);
  const schema = clientProfileSchema(t, now);
  const check = (change: Partial<ClientProfileValues>) => errors(schema.safeParse({ ...client, ...change }));

  it('accepts a complete form, and every optional field empty', () => {
    expect(check({})).toEqual({});
    expect(
      check({ firstName: '', lastName: '', zipCode: '', dob: '', countryIdentifier: '', stateIdentifier: '' }),
    ).toEqual({});
  });

  it('names: letters, spaces, hyphens, 3 to 32', () => {
    const message = 'Use 3 to 32 letters, spaces or hyphens';
    expect(check({ firstName: 'Al' })).toEqual({ firstName: message });
    expect(check({ firstName: 'Ali', lastName: x(32) })).toEqual({});
    expect(check({ lastName: x(33) })).toEqual({ lastName: message });
    expect(check({ firstName: 'Mary Ann-Jo' })).toEqual({});
    expect(check({ firstName: "O'Neil" })).toEqual({ firstName: message });
    expect(check({ lastName: 'Obi2' })).toEqual({ lastName: message });
  });

  it('userName: required, 3 to 32, letters, digits and _ - @', () => {
    expect(check({ userName: '' })).toEqual({ userName: 'Please enter a user name' });
    expect(check({ userName: 'ab' })).toEqual({ userName: 'A user name has 3 to 32 characters' });
    expect(check({ userName: 'abc' })).toEqual({});
    expect(check({ userName: x(32) })).toEqual({});
    expect(check({ userName: x(33) })).toEqual({ userName: 'A user name has 3 to 32 characters' });
    expect(check({ userName: 'a_b-c@d9' })).toEqual({});
    expect(check({ userName: 'grace a' })).toEqual({ userName: 'Use only letters, digits, _ - or @' });
  });

  it('zip code: 5 to 10 letters or digits, optional', () => {
    const message = 'A zip code has 5 to 10 letters or digits';
    expect(check({ zipCode: '1234' })).toEqual({ zipCode: message });
    expect(check({ zipCode: '12345' })).toEqual({});
    expect(check({ zipCode: 'SW1A1AA123' })).toEqual({});
    expect(check({ zipCode: 'SW1A1AA1234' })).toEqual({ zipCode: message });
    expect(check({ zipCode: 'SW1A 1AA' })).toEqual({ zipCode: message });
  });

  it('date of birth: a real day before today', () => {
    expect(check({ dob: '2026-11-22' })).toEqual({});
    expect(check({ dob: '2026-11-23' })).toEqual({ dob: 'The date of birth must be in the past' });
    expect(check({ dob: '2030-01-01' })).toEqual({ dob: 'The date of birth must be in the past' });
    expect(check({ dob: '1990-02-30' })).toEqual({ dob: 'Enter a valid date' });
    expect(check({ dob: '18/04/1992' }).dob).toMatch('Enter a valid date');
  });

  it('sends userName always and every other field only when filled in', () => {
    expect(clientUpdateBody({ ...client, firstName: ' ', zipCode: '', dob: '', gender: 'female' })).toEqual({
      userName: 'grace_a',
      lastName: 'Adeyemi-Okoro',
      countryIdentifier: 'ct_ng',
      stateIdentifier: 'st_lagos',
      gender: 'female',
    });
  });
});

describe('emergency contact', () => {
  const schema = emergencyContactSchema(t);
  const check = (name: string, phoneNumber: string) => errors(schema.safeParse({ name, phoneNumber }));

  it('name: letters, hyphens and spaces, 3 to 32', () => {
    const message = 'A name has 3 to 32 letters, spaces or hyphens';
    expect(check('Tunde Adeyemi', '080')).toEqual({});
    expect(check('Jo', '080')).toEqual({ name: message });
    expect(check(x(32), '080')).toEqual({});
    expect(check(x(33), '080')).toEqual({ name: message });
    expect(check('Ann-Marie', '080')).toEqual({});
    expect(check('Ann.', '080')).toEqual({ name: message });
  });

  it('phone number: digits only, 3 to 32', () => {
    const message = 'A phone number has 3 to 32 digits';
    expect(check('Tunde', '08')).toEqual({ phoneNumber: message });
    expect(check('Tunde', x(32, '1'))).toEqual({});
    expect(check('Tunde', x(33, '1'))).toEqual({ phoneNumber: message });
    expect(check('Tunde', '+2348031')).toEqual({ phoneNumber: message });
    expect(check('Tunde', '0803 123')).toEqual({ phoneNumber: message });
  });
});

describe('provider profile', () => {
  const schema = providerProfileSchema(t);
  const check = (change: Partial<ProviderProfileValues>) => errors(schema.safeParse({ ...provider, ...change }));

  it('accepts a complete form', () => {
    expect(check({})).toEqual({});
    expect(check({ headline: '', zipCode: '', bio: '', disciplineIdentifier: '' })).toEqual({});
  });

  it('names: required, 3 to 32, apostrophes allowed', () => {
    const message = 'Use 3 to 32 letters, spaces, hyphens or apostrophes';
    expect(check({ firstName: '' })).toEqual({ firstName: 'Please enter your first name' });
    expect(check({ lastName: '' })).toEqual({ lastName: 'Please enter your last name' });
    expect(check({ firstName: 'Al' })).toEqual({ firstName: message });
    expect(check({ firstName: x(32) })).toEqual({});
    expect(check({ lastName: x(33) })).toEqual({ lastName: message });
  });

  it('phone: 10 to 13 digits', () => {
    const message = 'A phone number has 10 to 13 digits';
    expect(check({ phoneNumber: x(9, '1') })).toEqual({ phoneNumber: message });
    expect(check({ phoneNumber: x(10, '1') })).toEqual({});
    expect(check({ phoneNumber: x(13, '1') })).toEqual({});
    expect(check({ phoneNumber: x(14, '1') })).toEqual({ phoneNumber: message });
    expect(check({ phoneNumber: '0803-123-4567' })).toEqual({ phoneNumber: message });
  });

  it('headline: optional, 3 to 32 letters, hyphens, spaces, parentheses', () => {
    const message = 'A headline has 3 to 32 letters, spaces, hyphens or parentheses';
    expect(check({ headline: 'CB' })).toEqual({ headline: message });
    expect(check({ headline: x(32) })).toEqual({});
    expect(check({ headline: x(33) })).toEqual({ headline: message });
    expect(check({ headline: 'Therapist, CBT' })).toEqual({ headline: message });
  });

  it('title: 2 to 32 letters', () => {
    const message = 'A title has 2 to 32 letters';
    expect(check({ title: 'D' })).toEqual({ title: message });
    expect(check({ title: x(32) })).toEqual({});
    expect(check({ title: x(33) })).toEqual({ title: message });
    expect(check({ title: 'Dr.' })).toEqual({ title: message });
  });

  it('office address: at least 5 characters with a letter (decision 0010)', () => {
    const message = 'An office address has at least 5 characters, with a letter';
    expect(check({ officeAddress: '12 A' })).toEqual({ officeAddress: message });
    expect(check({ officeAddress: '12 Ab' })).toEqual({});
    expect(check({ officeAddress: '12345' })).toEqual({ officeAddress: message });
  });

  it(`bio: at most ${BIO_MAX}; zip 5 to 10`, () => {
    expect(check({ bio: x(BIO_MAX) })).toEqual({});
    expect(check({ bio: x(BIO_MAX + 1) })).toEqual({ bio: 'A bio has at most 2,000 characters' });
    expect(check({ zipCode: '1234' })).toEqual({ zipCode: 'A zip code has 5 to 10 letters or digits' });
    expect(check({ zipCode: x(10, '1') })).toEqual({});
    expect(check({ zipCode: x(11, '1') })).toEqual({ zipCode: 'A zip code has 5 to 10 letters or digits' });
  });

  it('country, state, ethnicity and gender are required; each list needs one', () => {
    expect(
      check({
        countryIdentifier: '',
        stateIdentifier: '',
        ethnicityIdentifier: '',
        gender: '',
        therapyIdentifiers: [],
      }),
    ).toEqual({
      countryIdentifier: 'Country is required',
      stateIdentifier: 'State is required',
      ethnicityIdentifier: 'Ethnicity is required',
      gender: 'Gender is required',
      therapyIdentifiers: 'Choose at least one',
    });
  });

  it('sends the optional texts only when filled in', () => {
    const body = providerUpdateBody({ ...provider, headline: ' ', zipCode: '', disciplineIdentifier: '' });
    expect(body).not.toHaveProperty('headline', expect.anything());
    expect(body.headline).toBeUndefined();
    expect(body.zipCode).toBeUndefined();
    expect(body.disciplineIdentifier).toBeUndefined();
    expect(body).toMatchObject({
      firstName: 'Amaka',
      lastName: "O'Kafor",
      title: 'Dr',
      therapyIdentifiers: ['th_individual'],
    });
  });

  it('the six preference lists are optional, and each is sent, an emptied one as [] (decision 0035)', () => {
    const none = {
      ageGroupIdentifiers: [],
      therapyApproachIdentifiers: [],
      religionIdentifiers: [],
      backgroundIdentifiers: [],
      traitIdentifiers: [],
      communicationIdentifiers: [],
    };
    expect(check(none)).toEqual({});
    expect(providerUpdateBody({ ...provider, ...none, religionIdentifiers: ['rl_islam'] })).toMatchObject({
      ...none,
      religionIdentifiers: ['rl_islam'],
    });
    expect(providerUpdateBody(provider)).toMatchObject({
      ageGroupIdentifiers: ['ag_adults'],
      traitIdentifiers: ['tr_warm'],
      communicationIdentifiers: [],
    });
  });
});
