// "Letters" means letters of any script (with their combining marks) in every rule that says letters; the bank
// account name stays A-Z on purpose (openapi/RULES.md says why).
import { intl } from '../../lib/i18n';
import { translator } from '../../lib/i18n/translate';
import accountMessages from '../account/messages';
import { clientSignUpSchema, resetPasswordSchema } from '../account/schemas';
import { signUpWithoutNames } from '../account/sign-up-values.fixture';
import { fileProblemText } from '../files';
import filesMessages from '../files/messages';
import { bankSchema } from '../verification/bank-rules';
import verificationMessages from '../verification/messages';
import { qualificationSchema, setupSchemas } from '../verification/rules';
import { clientProfileSchema, emergencyContactSchema, providerProfileSchema } from './schemas';
import { clientProfile, providerProfile } from './profile-values.fixture';
import profilesMessages from './messages';

type Result = { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } };
const errors = (result: Result) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

/** The issue's names, first and last, in NFC; Nguyễn also decomposed (base letters and combining marks). */
const names: [string, string][] = [
  ['Jürgen', 'Müller'],
  ['Zoë', 'Ñúñez'],
  ['Nguyễn', 'Văn An'],
  ['Nguyễn'.normalize('NFD'), 'Văn An'.normalize('NFD')],
  ['Łukasz', 'Żółć'],
  ['Ζωή', 'Παπαδοπούλου'],
  ['Анна', 'Иванова'],
];
const refused = ['12345', '😀😀😀', '\u200B\u200B\u200B\u200B'];

describe('letters are Unicode letters (issue 52 item 1)', () => {
  const signUp = signUpWithoutNames;

  it('sign-up takes names of any script, still starting with a letter, and refuses digits, emoji and invisible text', () => {
    const schema = clientSignUpSchema(translator(intl, accountMessages));
    for (const [firstName, lastName] of names)
      expect(errors(schema.safeParse({ ...signUp, firstName, lastName })), firstName).toEqual({});
    const format = 'First name must start with a letter and contain only letters, digits or spaces';
    expect(errors(schema.safeParse({ ...signUp, firstName: '12345', lastName: 'An' }))).toEqual({ firstName: format });
    expect(errors(schema.safeParse({ ...signUp, firstName: '😀😀😀', lastName: 'An' }))).toEqual({ firstName: format });
    expect(errors(schema.safeParse({ ...signUp, firstName: '\u0301Ana', lastName: 'An' }))).toEqual({
      firstName: format,
    });
    expect(errors(schema.safeParse({ ...signUp, firstName: '\u200B\u200B\u200B', lastName: 'An' }))).toEqual({
      firstName: 'Please enter your first name',
    });
  });

  it('a password of any script has its letter', () => {
    const schema = resetPasswordSchema(translator(intl, accountMessages));
    expect(errors(schema.safeParse({ password: 'äöü123', confirmPassword: 'äöü123' }))).toEqual({});
    expect(errors(schema.safeParse({ password: 'Ζωή2026', confirmPassword: 'Ζωή2026' }))).toEqual({});
    expect(errors(schema.safeParse({ password: '123456', confirmPassword: '123456' }))).toEqual({
      password: 'Password must contain at least one letter',
    });
  });

  it('the client profile and the emergency contact take them with hyphens (José-María), not apostrophes', () => {
    const schema = clientProfileSchema(translator(intl, profilesMessages), new Date(2026, 10, 23));
    const contact = emergencyContactSchema(translator(intl, profilesMessages));
    for (const [firstName, lastName] of [...names, ['José-María', 'de la Cruz'] as [string, string]]) {
      expect(errors(schema.safeParse({ ...clientProfile, firstName, lastName })), firstName).toEqual({});
      expect(errors(contact.safeParse({ name: `${firstName} ${lastName}`, phoneNumber: '123' }))).toEqual({});
    }
    const message = 'Use 3 to 32 letters, spaces or hyphens';
    for (const name of [...refused.slice(0, 2), "O'Brien", '- -'])
      expect(errors(schema.safeParse({ ...clientProfile, lastName: name })), name).toEqual({ lastName: message });
    for (const name of refused)
      expect(errors(contact.safeParse({ name, phoneNumber: '123' })), name).toEqual({
        name: 'A name has 3 to 32 letters, spaces or hyphens',
      });
  });

  it('the provider profile takes them with apostrophes (O’Brien, typed or typographic), a title and a headline of any script', () => {
    const schema = providerProfileSchema(translator(intl, profilesMessages));
    const check = (change: object) => errors(schema.safeParse({ ...providerProfile, ...change }));
    for (const [firstName, lastName] of [...names, ['José-María', "O'Brien"], ['Siobhán', 'O’Brien']])
      expect(check({ firstName, lastName }), firstName).toEqual({});
    expect(check({ title: 'Δρ', headline: 'Paartherapeutin (Köln)' })).toEqual({});
    expect(check({ title: 'Психолог', headline: 'Психотерапевт' })).toEqual({});
    expect(check({ title: 'Dr.' })).toEqual({ title: 'A title has 2 to 32 letters' });
    const message = 'Use 3 to 32 letters, spaces, hyphens or apostrophes';
    for (const name of refused.slice(0, 2)) expect(check({ firstName: name }), name).toEqual({ firstName: message });
    expect(check({ firstName: '\u200B\u200B\u200B' })).toEqual({ firstName: 'Please enter your first name' });
  });

  it('setup title and licence name and number take letters of any script; the bank account name stays A-Z', () => {
    const vIntl = intl;
    const t = translator(vIntl, verificationMessages);
    const about = setupSchemas(t).about;
    const ok = { countryIdentifier: 'ct_de', stateIdentifier: 'st_be', gender: 'female' };
    expect(errors(about.safeParse({ ...ok, title: 'Psychologin' }))).toEqual({});
    expect(errors(about.safeParse({ ...ok, title: 'Ψυχολόγος' }))).toEqual({});
    expect(errors(about.safeParse({ ...ok, title: '12' }))).toEqual({ title: 'Enter a title of 2 to 32 letters' });
    const licence = qualificationSchema(t, fileProblemText(translator(vIntl, filesMessages)), 'license');
    const files = [new File([new Uint8Array(10)], 'a.pdf')];
    expect(
      errors(licence.safeParse({ title: '', body: 'Ärztekammer Köln', credentialNumber: 'ΑΒ-123/Ü', files })),
    ).toEqual({});
    const bank = bankSchema(t);
    const details = { countryCode: 'NG', bankCode: '123', bankName: 'GTB', accountNumber: '123' };
    const blank = { address: '', postalCode: '', accountType: '', ownership: '', dateOfBirth: '' };
    expect(errors(bank.safeParse({ ...details, ...blank, accountName: 'Juergen Mueller' }))).toEqual({});
    expect(errors(bank.safeParse({ ...details, ...blank, accountName: 'Jürgen Müller' }))).toEqual({
      accountName: "Use 3 to 32 letters A–Z without accents, spaces and - , . ' only",
    });
  });
});
