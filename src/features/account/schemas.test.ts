import { intl } from '../../lib/i18n';
import { translator } from '../../lib/i18n/translate';
import accountMessages from './messages';
import {
  changeEmailSchema,
  changePasswordSchema,
  clientSignUpSchema,
  deleteAccountSchema,
  emailOnlySchema,
  providerSignUpSchema,
  resetPasswordSchema,
} from './schemas';

const t = translator(intl, accountMessages);

type Result = { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } };
/** The messages of a parse, by field (several for one field are joined, as the form shows them). */
function errors(result: Result): Record<string, string> {
  const byField: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) (byField[issue.path.join('.')] ??= []).push(issue.message);
  return Object.fromEntries(Object.entries(byField).map(([field, messages]) => [field, messages.join(' ')]));
}

const client = {
  email: 'ada@example.com',
  password: 'secret1',
  confirmPassword: 'secret1',
  firstName: 'Ada',
  lastName: 'Obi 2',
  phoneNumber: '0803123456',
  countryIdentifier: '',
  agreedToTerms: true,
};
const provider = {
  email: 'pro@example.com',
  password: 'secret1',
  confirmPassword: 'secret1',
  firstName: '',
  lastName: '',
  phoneNumber: '',
  countryIdentifier: 'ct_gb',
  agreedToTerms: true,
};

describe('client sign-up', () => {
  const schema = clientSignUpSchema(t);
  const check = (change: Partial<typeof client>) => errors(schema.safeParse({ ...client, ...change }));

  it('accepts a complete form', () => {
    expect(schema.safeParse(client).success).toBe(true);
  });

  it('needs a valid e-mail', () => {
    expect(check({ email: '' })).toEqual({ email: 'Please enter your email address' });
    expect(check({ email: 'ada@' })).toEqual({ email: 'Please enter a valid email address' });
  });

  it('takes 6 to 32 characters with a letter as password (5/6/32/33), and a matching confirmation', () => {
    expect(check({ password: '', confirmPassword: '' })).toEqual({ password: 'Please enter your password' });
    expect(check({ password: 'abcd5', confirmPassword: 'abcd5' })).toEqual({
      password: 'Password must be at least 6 characters',
    });
    expect(check({ password: 'abcde6', confirmPassword: 'abcde6' })).toEqual({});
    const p32 = 'a'.repeat(32);
    expect(check({ password: p32, confirmPassword: p32 })).toEqual({});
    const p33 = 'a'.repeat(33);
    expect(check({ password: p33, confirmPassword: p33 })).toEqual({
      password: 'Password must be at most 32 characters',
    });
    expect(check({ password: '123456', confirmPassword: '123456' })).toEqual({
      password: 'Password must contain at least one letter',
    });
    expect(check({ confirmPassword: 'secret2' })).toEqual({ confirmPassword: 'Password must match' });
  });

  it('shows the confirmation mismatch together with the other problems', () => {
    expect(check({ email: '', confirmPassword: 'other1' })).toEqual({
      email: 'Please enter your email address',
      confirmPassword: 'Password must match',
    });
  });

  it('needs names that start with a letter, then letters, digits or spaces', () => {
    expect(check({ firstName: '', lastName: '' })).toEqual({
      firstName: 'Please enter your first name',
      lastName: 'Please enter your last name',
    });
    expect(check({ firstName: '1Ada' })).toEqual({
      firstName: 'First name must start with a letter and contain only letters, digits or spaces',
    });
    expect(check({ lastName: '-Obi' })).toEqual({
      lastName: 'Last name must start with a letter and contain only letters, digits or spaces',
    });
    expect(check({ lastName: 'Obi-Eze' })).toEqual({
      lastName: 'Last name must start with a letter and contain only letters, digits or spaces',
    });
    expect(check({ firstName: 'A', lastName: 'O b 3' })).toEqual({});
  });

  it('refuses a 1,000-character e-mail and 33-character names with a message, before anything is sent (issue 32 item 7)', () => {
    const email = `${'a'.repeat(988)}@example.com`;
    expect(check({ email })).toEqual({ email: 'This can be at most 254 characters.' });
    expect(check({ firstName: 'A'.repeat(33), lastName: 'O'.repeat(32) })).toEqual({
      firstName: 'This can be at most 32 characters.',
    });
  });

  it('takes a phone number of 10 to 13 digits (9/10/13/14)', () => {
    const phone = 'Phone number must be 10 to 13 digits';
    expect(check({ phoneNumber: '' })).toEqual({ phoneNumber: 'Please enter your phone number' });
    expect(check({ phoneNumber: '1'.repeat(9) })).toEqual({ phoneNumber: phone });
    expect(check({ phoneNumber: '1'.repeat(10) })).toEqual({});
    expect(check({ phoneNumber: '1'.repeat(13) })).toEqual({});
    expect(check({ phoneNumber: '1'.repeat(14) })).toEqual({ phoneNumber: phone });
    expect(check({ phoneNumber: '+2348031234' })).toEqual({ phoneNumber: phone });
  });

  it('needs the terms agreed', () => {
    expect(check({ agreedToTerms: false })).toEqual({
      agreedToTerms: 'Please agree to the terms of use and the privacy policy',
    });
  });
});

describe('provider sign-up', () => {
  const schema = providerSignUpSchema(t);
  const check = (change: Partial<typeof provider>) => errors(schema.safeParse({ ...provider, ...change }));

  it('takes optional names, in the name format when given', () => {
    expect(check({})).toEqual({});
    expect(check({ firstName: 'Lena', lastName: 'Hoffmann' })).toEqual({});
    expect(check({ firstName: '_x' })).toEqual({
      firstName: 'First name must start with a letter and contain only letters, digits or spaces',
    });
  });

  it("needs the country, with the spec's message", () => {
    expect(check({ countryIdentifier: '' })).toEqual({ countryIdentifier: 'Country  is required' });
  });

  it('has the same password, confirmation and terms rules', () => {
    expect(check({ password: 'abcd5', confirmPassword: 'abcd5' })).toEqual({
      password: 'Password must be at least 6 characters',
    });
    expect(check({ confirmPassword: 'x' })).toEqual({ confirmPassword: 'Password must match' });
    expect(check({ agreedToTerms: false })).toEqual({
      agreedToTerms: 'Please agree to the terms of use and the privacy policy',
    });
  });
});

describe('password reset, change password, change e-mail, delete account', () => {
  it('reset: 6 to 32 with a letter and "Password must match"', () => {
    const check = (password: string, confirmPassword = password) =>
      errors(resetPasswordSchema(t).safeParse({ password, confirmPassword }));
    expect(check('abcd5')).toEqual({ password: 'Password must be at least 6 characters' });
    expect(check('abcde6')).toEqual({});
    expect(check('a'.repeat(32))).toEqual({});
    expect(check('a'.repeat(33))).toEqual({ password: 'Password must be at most 32 characters' });
    expect(check('abcdef', 'abcdeg')).toEqual({ confirmPassword: 'Password must match' });
    // Both problems at once, as the form shows them.
    expect(check('short', 'other')).toEqual({
      password: 'Password must be at least 6 characters',
      confirmPassword: 'Password must match',
    });
  });

  it('change: old and new 6 to 32 and "Passwords must match"', () => {
    const check = (oldPassword: string, newPassword: string, confirmPassword = newPassword) =>
      errors(changePasswordSchema(t).safeParse({ oldPassword, newPassword, confirmPassword }));
    expect(check('', 'abcdef')).toEqual({ oldPassword: 'Please enter your password' });
    expect(check('12345', 'abcdef')).toEqual({ oldPassword: 'Password must be at least 6 characters' });
    expect(check('123456', 'abcdef')).toEqual({});
    expect(check('1'.repeat(32), 'a'.repeat(32))).toEqual({});
    expect(check('1'.repeat(33), 'a'.repeat(33))).toEqual({
      oldPassword: 'Password must be at most 32 characters',
      newPassword: 'Password must be at most 32 characters',
    });
    expect(check('123456', 'abcd5')).toEqual({ newPassword: 'Password must be at least 6 characters' });
    expect(check('123456', 'abcdef', 'abcdeg')).toEqual({ confirmPassword: 'Passwords must match' });
  });

  it('change e-mail: a valid address, "Emails must match", and the password unless the account is social (issue 32 item 9)', () => {
    const check = (email: string, confirmEmail = email, password = 'first1pass') =>
      errors(changeEmailSchema(t, false).safeParse({ email, confirmEmail, password }));
    expect(check('')).toEqual({ email: 'Please enter your email address' });
    expect(check('new@example')).toEqual({ email: 'Please enter a valid email address' });
    expect(check('new@example.com', 'New@example.com')).toEqual({ confirmEmail: 'Emails must match' });
    expect(check('new@example.com')).toEqual({});
    expect(check('new@example.com', 'new@example.com', '')).toEqual({ password: 'Please enter your password' });
    expect(check('new@example.com', 'new@example.com', 'p'.repeat(33))).toEqual({
      password: 'Password must be at most 32 characters',
    });
    expect(
      errors(
        changeEmailSchema(t, true).safeParse({
          email: 'new@example.com',
          confirmEmail: 'new@example.com',
          password: '',
        }),
      ),
    ).toEqual({});
  });

  it('forgot password: a valid address', () => {
    expect(errors(emailOnlySchema(t).safeParse({ email: '' }))).toEqual({
      email: 'Please enter your email address',
    });
  });

  it('delete account: a password unless the account is social', () => {
    expect(errors(deleteAccountSchema(t, false).safeParse({ password: '' }))).toEqual({
      password: 'Please enter your password',
    });
    expect(deleteAccountSchema(t, true).safeParse({ password: '' }).success).toBe(true);
  });
});
