import { z } from 'zod/mini';
import {
  SubmitContactFormBody,
  submitContactFormBodyEmailMax,
  submitContactFormBodyFirstNameMax,
  submitContactFormBodyLastNameMax,
  submitContactFormBodyMessageMax,
  submitContactFormBodyPhoneRegExp,
} from '../../../generated/zod/user/user.zod';
import type { TranslateOf } from '../../lib/i18n/translate';
import { tooLong } from '../../ui/form/limits';
import type messages from './messages';
import { trimInvisible } from '../../lib/visible-text';

type T = TranslateOf<typeof messages>;

/** The spec's "text entry 30 to 1000 characters", applied to the message (decision 0065). */
export const CONTACT_MESSAGE_MIN = 30;
export const CONTACT_MESSAGE_MAX = submitContactFormBodyMessageMax;

const required = (t: T, id: Parameters<T>[0]) =>
  z
    .string()
    .check(z.overwrite(trimInvisible))
    .check(z.minLength(1, { error: t(id) }));

/**
 * The contact form (spec 5): e-mail, first name, last name and message required; phone optional, only digits and
 * `()+-`, 10 to 32; the message 30 to 1000 characters. The phone is '' in the form and left out when empty.
 */
export function contactSchema(t: T) {
  return z.object({
    ...SubmitContactFormBody.shape,
    email: z
      .email({ error: (issue) => t(issue.input ? 'form.email.invalid' : 'form.email.required') })
      .check(tooLong(t, submitContactFormBodyEmailMax)),
    firstName: required(t, 'contact.firstNameRequired').check(tooLong(t, submitContactFormBodyFirstNameMax)),
    lastName: required(t, 'contact.lastNameRequired').check(tooLong(t, submitContactFormBodyLastNameMax)),
    message: z
      .string()
      .check(z.overwrite(trimInvisible))
      .check(
        z.minLength(CONTACT_MESSAGE_MIN, {
          error: (issue) =>
            issue.input ? t('contact.messageMin', { min: CONTACT_MESSAGE_MIN }) : t('contact.messageRequired'),
        }),
      )
      .check(
        z.maxLength(CONTACT_MESSAGE_MAX, {
          error: t('contact.messageMax', { max: CONTACT_MESSAGE_MAX }),
        }),
      ),
    phone: z.union([
      z.literal(''),
      z.string().check(z.regex(submitContactFormBodyPhoneRegExp, { error: t('contact.phoneFormat') })),
    ]),
  });
}

export type ContactValues = z.input<ReturnType<typeof contactSchema>>;

/** The request body: trimmed, and without the phone when none was given. */
export function contactBody(values: ContactValues) {
  const phone = values.phone?.trim();
  return {
    email: values.email.trim(),
    firstName: trimInvisible(values.firstName),
    lastName: trimInvisible(values.lastName),
    message: trimInvisible(values.message),
    ...(phone ? { phone } : {}),
  };
}
