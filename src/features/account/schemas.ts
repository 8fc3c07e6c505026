import { z } from 'zod/mini';
import {
  deleteAccountBodyPasswordMax,
  registerUserBodyEmailMax,
  registerUserBodyFirstNameMax,
  registerUserBodyFirstNameRegExp,
  registerUserBodyPasswordMax,
  registerUserBodyPasswordMin,
  registerUserBodyPasswordRegExp,
  registerUserBodyPhoneNumberRegExp,
} from '../../../generated/zod/user/user.zod';
import { tooLong } from '../../ui/form/limits';
import { trimInvisible } from '../../lib/visible-text';
import type { TranslateOf } from '../../lib/i18n/translate';
import type messages from './messages';
import type { MessageId } from './messages';

type T = TranslateOf<typeof messages>;

/** The form's e-mail: required, then a valid address (the login form's messages), at most 254 characters. */
function emailRule(t: T) {
  return z
    .email({ error: (issue) => t(issue.input ? 'form.email.invalid' : 'form.email.required') })
    .check(tooLong(t, registerUserBodyEmailMax));
}

/** A password the user sets (sign-up, reset, change): 6 to 32 characters with a letter (decision 0010). */
function newPasswordRule(t: T) {
  const min = registerUserBodyPasswordMin;
  const max = registerUserBodyPasswordMax;
  return (
    z
      .string()
      .check(
        z.minLength(min, {
          error: (issue) =>
            issue.input ? t('account.auth.login.passwordMin', { min }) : t('account.auth.login.passwordRequired'),
        }),
      )
      .check(z.maxLength(max, { error: t('account.auth.login.passwordMax', { max }) }))
      // One message at a time: the letter rule speaks only once the length is right.
      .check(
        z.refine((value) => value.length < min || value.length > max || registerUserBodyPasswordRegExp.test(value), {
          error: t('account.password.letter'),
        }),
      )
  );
}

/** A password the user already has (the old one of a change): 6 to 32 characters, as at login. */
function currentPasswordRule(t: T) {
  return z
    .string()
    .check(
      z.minLength(6, {
        error: (issue) =>
          issue.input ? t('account.auth.login.passwordMin', { min: 6 }) : t('account.auth.login.passwordRequired'),
      }),
    )
    .check(z.maxLength(32, { error: t('account.auth.login.passwordMax', { max: 32 }) }));
}

/** The confirmation field must equal `field`; the message goes on the confirmation. */
function matching<T extends z.core.$ZodLooseShape>(
  shape: T,
  field: keyof T & string,
  confirm: keyof T & string,
  message: string,
) {
  // `when`: the match is checked even while other fields are still wrong, so every message shows at once.
  return z.object(shape).check(
    z.refine((value: Record<string, unknown>) => value[field] === value[confirm], {
      path: [confirm],
      error: message,
      when: (payload) => typeof payload.value === 'object' && payload.value !== null,
    }),
  );
}

const nameMessages: Record<'first' | 'last', { format: MessageId; required: MessageId }> = {
  first: { format: 'account.signUp.firstNameFormat', required: 'account.signUp.firstNameRequired' },
  last: { format: 'account.signUp.lastNameFormat', required: 'account.signUp.lastNameRequired' },
};

function nameRule(t: T, which: 'first' | 'last', optional: boolean) {
  const format = z
    .string()
    .check(z.regex(registerUserBodyFirstNameRegExp, { error: t(nameMessages[which].format) }))
    .check(tooLong(t, registerUserBodyFirstNameMax));
  // Checked as it is sent: a name of only spaces or zero-width characters is no name ('Please enter your first name').
  const trimmed = () => z.string().check(z.overwrite(trimInvisible));
  return optional
    ? z.pipe(trimmed(), z.union([format, z.literal('')]))
    : z.pipe(trimmed().check(z.minLength(1, { error: t(nameMessages[which].required) })), format);
}

const signUpBase = (t: T) => ({
  email: emailRule(t),
  password: newPasswordRule(t),
  confirmPassword: z.string(),
  agreedToTerms: z.boolean().check(z.refine((agreed) => agreed, { error: t('account.signUp.termsRequired') })),
});

/** Client sign-up (spec 5): e-mail, password and its confirmation, names, phone 10 to 13 digits, terms. */
export function clientSignUpSchema(t: T) {
  return matching(
    {
      ...signUpBase(t),
      firstName: nameRule(t, 'first', false),
      lastName: nameRule(t, 'last', false),
      phoneNumber: z.pipe(
        z.string().check(z.minLength(1, { error: t('account.signUp.phoneRequired') })),
        z.string().check(z.regex(registerUserBodyPhoneNumberRegExp, { error: t('account.signUp.phoneFormat') })),
      ),
      countryIdentifier: z.string(),
    },
    'password',
    'confirmPassword',
    t('account.password.mustMatch'),
  );
}

/** Provider sign-up: names optional, the country required ('Country  is required'), terms. */
export function providerSignUpSchema(t: T) {
  return matching(
    {
      ...signUpBase(t),
      firstName: nameRule(t, 'first', true),
      lastName: nameRule(t, 'last', true),
      countryIdentifier: z.string().check(z.minLength(1, { error: t('account.signUp.countryRequired') })),
      phoneNumber: z.string(),
    },
    'password',
    'confirmPassword',
    t('account.password.mustMatch'),
  );
}

export const emailOnlySchema = (t: T) => z.object({ email: emailRule(t) });

/** Reset: the new password and 'Password must match'. */
export function resetPasswordSchema(t: T) {
  return matching(
    { password: newPasswordRule(t), confirmPassword: z.string() },
    'password',
    'confirmPassword',
    t('account.password.mustMatch'),
  );
}

/** Change password: old and new 6 to 32, 'Passwords must match'. */
export function changePasswordSchema(t: T) {
  return matching(
    { oldPassword: currentPasswordRule(t), newPassword: newPasswordRule(t), confirmPassword: z.string() },
    'newPassword',
    'confirmPassword',
    t('account.password.mustMatchPlural'),
  );
}

/** The account's password asked again before a sensitive change (deletion, e-mail change): required, at most 32. */
function confirmPasswordRule(t: T) {
  return z
    .string()
    .check(z.minLength(1, { error: t('account.auth.login.passwordRequired') }))
    .check(
      z.maxLength(deleteAccountBodyPasswordMax, {
        error: t('account.auth.login.passwordMax', { max: deleteAccountBodyPasswordMax }),
      }),
    );
}

/** Change e-mail, step 1: the new address, 'Emails must match', and the password unless the account is social. */
export function changeEmailSchema(t: T, isSocial: boolean) {
  const password = isSocial ? z.string() : confirmPasswordRule(t);
  return matching(
    { email: emailRule(t), confirmEmail: z.string(), password },
    'email',
    'confirmEmail',
    t('account.email.mustMatch'),
  );
}

/** Delete account: the password, unless the account is social (it has none). */
export function deleteAccountSchema(t: T, isSocial: boolean) {
  return z.object({ password: isSocial ? z.string() : confirmPasswordRule(t) });
}

export interface SignUpValues {
  email: string;
  password: string;
  confirmPassword: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  countryIdentifier: string;
  agreedToTerms: boolean;
}

/** The sign-up form's schema for the user type. */
export function signUpSchema(t: T, userType: 'client' | 'provider'): z.ZodMiniType<SignUpValues, SignUpValues> {
  return userType === 'client' ? clientSignUpSchema(t) : providerSignUpSchema(t);
}
