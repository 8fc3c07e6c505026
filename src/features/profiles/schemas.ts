import { z } from 'zod/mini';
import {
  setClientEmergencyContactBodyNameMax,
  setClientEmergencyContactBodyNameMin,
  setClientEmergencyContactBodyNameRegExp,
  setClientEmergencyContactBodyPhoneNumberMax,
  setClientEmergencyContactBodyPhoneNumberMin,
  setClientEmergencyContactBodyPhoneNumberRegExp,
  updateClientProfileBodyDobRegExp,
  updateClientProfileBodyFirstNameMax,
  updateClientProfileBodyFirstNameMin,
  updateClientProfileBodyFirstNameRegExp,
  updateClientProfileBodyUserNameMax,
  updateClientProfileBodyUserNameMin,
  updateClientProfileBodyUserNameRegExp,
  updateClientProfileBodyZipCodeMax,
  updateClientProfileBodyZipCodeMin,
  updateClientProfileBodyZipCodeRegExp,
} from '../../../generated/zod/client/client.zod';
import {
  updateProviderInfoBodyBioMax,
  updateProviderInfoBodyFirstNameMax,
  updateProviderInfoBodyFirstNameMin,
  updateProviderInfoBodyFirstNameRegExp,
  updateProviderInfoBodyHeadlineMax,
  updateProviderInfoBodyHeadlineMin,
  updateProviderInfoBodyHeadlineRegExp,
  updateProviderInfoBodyOfficeAddressMax,
  updateProviderInfoBodyOfficeAddressMin,
  updateProviderInfoBodyOfficeAddressRegExp,
  updateProviderInfoBodyPhoneNumberRegExp,
  updateProviderInfoBodyTitleMax,
  updateProviderInfoBodyTitleMin,
  updateProviderInfoBodyTitleRegExp,
  updateProviderInfoBodyZipCodeMax,
  updateProviderInfoBodyZipCodeMin,
} from '../../../generated/zod/provider/provider.zod';
import { isCalendarDay, todayIso } from '../../lib/birth-date';
import { trimInvisible } from '../../lib/visible-text';
import { tooLong } from '../../ui/form/limits';
import { preferenceLists, type PreferenceField, type PreferenceValues } from './preferences';
import type { TranslateOf } from '../../lib/i18n/translate';
import type messages from './messages';

type T = TranslateOf<typeof messages>;

/** The six preference lists are optional: any choice of their catalogue's entries (decision 0035). */
const anyChoice = () => z.array(z.string());
const preferenceRules = Object.fromEntries(preferenceLists.map(({ field }) => [field, anyChoice()])) as Record<
  PreferenceField,
  ReturnType<typeof anyChoice>
>;

/** Text as it is sent: without the white space and invisible characters at either end (what is typed stays). */
const trimmed = () => z.string().check(z.overwrite(trimInvisible));

/** Optional text: empty (or nothing visible), or the rule. */
const optional = (rule: z.ZodMiniType<string, string>) => z.pipe(trimmed(), z.union([z.literal(''), rule]));

const between = (min: number, max: number, pattern: RegExp, message: string) =>
  trimmed().check(z.refine((v) => v.length >= min && v.length <= max && pattern.test(v), { error: message }));

export { todayIso };

/** A date of birth: empty, or a real calendar day from 1900 on, before today. */
function dobRule(t: T, now = new Date()) {
  return optional(
    z
      .string()
      .check(
        z.refine((v) => updateClientProfileBodyDobRegExp.test(v) && isCalendarDay(v), {
          error: t('profiles.rule.dobInvalid'),
        }),
      )
      .check(z.refine((v) => v < todayIso(now), { error: t('profiles.rule.dobPast') })),
  );
}

export interface ClientProfileValues {
  firstName: string;
  lastName: string;
  userName: string;
  countryIdentifier: string;
  stateIdentifier: string;
  zipCode: string;
  dob: string;
  religionIdentifier: string;
  ethnicityIdentifier: string;
  gender: string;
}

/** The client's profile form (spec "Client profile"): names and zip optional, userName required. */
export function clientProfileSchema(t: T, now = new Date()) {
  const name = between(
    updateClientProfileBodyFirstNameMin,
    updateClientProfileBodyFirstNameMax,
    updateClientProfileBodyFirstNameRegExp,
    t('profiles.rule.nameFormat'),
  );
  return z.object({
    firstName: optional(name),
    lastName: optional(name),
    userName: z
      .string()
      .check(z.minLength(1, { error: t('profiles.rule.userNameRequired') }))
      .check(
        z.refine(
          (v) =>
            !v || (v.length >= updateClientProfileBodyUserNameMin && v.length <= updateClientProfileBodyUserNameMax),
          { error: t('profiles.rule.userNameLength') },
        ),
      )
      .check(
        z.refine((v) => !v || updateClientProfileBodyUserNameRegExp.test(v), {
          error: t('profiles.rule.userNameFormat'),
        }),
      ),
    countryIdentifier: z.string(),
    stateIdentifier: z.string(),
    zipCode: optional(
      between(
        updateClientProfileBodyZipCodeMin,
        updateClientProfileBodyZipCodeMax,
        updateClientProfileBodyZipCodeRegExp,
        t('profiles.rule.zipCode'),
      ),
    ),
    dob: dobRule(t, now),
    religionIdentifier: z.string(),
    ethnicityIdentifier: z.string(),
    gender: z.string(),
  }) satisfies z.ZodMiniType<ClientProfileValues>;
}

/** The emergency contact: a name of letters, hyphens and spaces, 3 to 32; a phone number of digits, 3 to 32. */
export function emergencyContactSchema(t: T) {
  return z.object({
    name: between(
      setClientEmergencyContactBodyNameMin,
      setClientEmergencyContactBodyNameMax,
      setClientEmergencyContactBodyNameRegExp,
      t('profiles.rule.contactName'),
    ),
    phoneNumber: between(
      setClientEmergencyContactBodyPhoneNumberMin,
      setClientEmergencyContactBodyPhoneNumberMax,
      setClientEmergencyContactBodyPhoneNumberRegExp,
      t('profiles.rule.contactPhone'),
    ),
  });
}

export interface ProviderProfileValues extends PreferenceValues {
  firstName: string;
  lastName: string;
  phoneNumber: string;
  headline: string;
  title: string;
  officeAddress: string;
  bio: string;
  zipCode: string;
  countryIdentifier: string;
  stateIdentifier: string;
  ethnicityIdentifier: string;
  gender: string;
  disciplineIdentifier: string;
  therapyIdentifiers: string[];
  modalityIdentifiers: string[];
  specialityIdentifiers: string[];
}

export const BIO_MAX = updateProviderInfoBodyBioMax;

/** The provider's profile form (spec "Provider profile"; the office address as at setup, decision 0010). */
export function providerProfileSchema(t: T) {
  const name = between(
    updateProviderInfoBodyFirstNameMin,
    updateProviderInfoBodyFirstNameMax,
    updateProviderInfoBodyFirstNameRegExp,
    t('profiles.rule.providerNameFormat'),
  );
  const required = (field: string) =>
    z.string().check(z.minLength(1, { error: t('profiles.rule.required', { field }) }));
  const list = z.array(z.string()).check(z.minLength(1, { error: t('profiles.rule.listRequired') }));
  return z.object({
    firstName: z.pipe(trimmed().check(z.minLength(1, { error: t('profiles.rule.firstNameRequired') })), name),
    lastName: z.pipe(trimmed().check(z.minLength(1, { error: t('profiles.rule.lastNameRequired') })), name),
    phoneNumber: z
      .string()
      .check(z.regex(updateProviderInfoBodyPhoneNumberRegExp, { error: t('profiles.rule.phone') })),
    headline: optional(
      between(
        updateProviderInfoBodyHeadlineMin,
        updateProviderInfoBodyHeadlineMax,
        updateProviderInfoBodyHeadlineRegExp,
        t('profiles.rule.headline'),
      ),
    ),
    title: between(
      updateProviderInfoBodyTitleMin,
      updateProviderInfoBodyTitleMax,
      updateProviderInfoBodyTitleRegExp,
      t('profiles.rule.title'),
    ),
    officeAddress: trimmed()
      .check(
        z.refine(
          (v) =>
            v.length >= updateProviderInfoBodyOfficeAddressMin && updateProviderInfoBodyOfficeAddressRegExp.test(v),
          { error: t('profiles.rule.officeAddress') },
        ),
      )
      .check(tooLong(t, updateProviderInfoBodyOfficeAddressMax)),
    bio: z.string().check(z.maxLength(BIO_MAX, { error: t('profiles.rule.bio', { max: BIO_MAX }) })),
    zipCode: optional(
      z
        .string()
        .check(
          z.refine(
            (v) => v.length >= updateProviderInfoBodyZipCodeMin && v.length <= updateProviderInfoBodyZipCodeMax,
            { error: t('profiles.rule.zipCode') },
          ),
        ),
    ),
    countryIdentifier: required(t('profiles.field.country')),
    stateIdentifier: required(t('profiles.field.state')),
    ethnicityIdentifier: required(t('profiles.field.ethnicity')),
    gender: required(t('profiles.field.gender')),
    disciplineIdentifier: z.string(),
    therapyIdentifiers: list,
    modalityIdentifiers: list,
    specialityIdentifiers: list,
    ...preferenceRules,
  }) satisfies z.ZodMiniType<ProviderProfileValues>;
}
