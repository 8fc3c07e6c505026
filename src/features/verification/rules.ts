// The accounts document's rules for the provider's verification pages, as Zod schemas with the product's messages.
import { z } from 'zod/mini';
import type { ProviderQualificationType } from '../../../generated/model';
import {
  updateProviderInfoBodyOfficeAddressMax,
  uploadProviderQualificationBodyBodyMax,
  uploadProviderQualificationBodyBodyRegExp,
  uploadProviderQualificationBodyCredentialNumberMax,
  uploadProviderQualificationBodyCredentialNumberRegExp,
} from '../../../generated/zod/provider/provider.zod';
import { tooLong } from '../../ui/form/limits';
import { documentFileProblem, type FileProblemText } from '../files';
import { officeAddressOk, titleOk } from './setup-steps';
import type { TranslateOf } from '../../lib/i18n/translate';
import type messages from './messages';
import { trimInvisible } from '../../lib/visible-text';

type T = TranslateOf<typeof messages>;
const required = (t: T) =>
  z
    .string()
    .check(z.overwrite(trimInvisible))
    .check(z.minLength(1, t('verification.required')));

// ---------- setup ----------
export { firstOpenStep, needsSetup, officeAddressOk, SETUP_STEPS, type SetupStep } from './setup-steps';

export const setupSchemas = (t: T) => ({
  about: z.object({
    countryIdentifier: required(t),
    stateIdentifier: required(t),
    title: z.string().check(z.refine(titleOk, t('verification.setup.title.rule'))),
    gender: required(t),
  }),
  practice: z.object({
    therapyIdentifiers: z.array(z.string()).check(z.minLength(1, t('verification.setup.therapy.rule'))),
    modalityIdentifiers: z.array(z.string()).check(z.minLength(1, t('verification.setup.modality.rule'))),
    specialityIdentifiers: z.array(z.string()).check(z.minLength(1, t('verification.setup.speciality.rule'))),
  }),
  office: z.object({
    officeAddress: z
      .string()
      .check(z.refine(officeAddressOk, t('verification.setup.office.rule')))
      .check(tooLong(t, updateProviderInfoBodyOfficeAddressMax)),
  }),
});

// ---------- documents ----------
/** The files of one upload: at least one, each of an accepted type and at most 10 MB ('File too large'). */
const documentFiles = (t: T, fileProblemText: FileProblemText) =>
  z
    .array(z.custom<File>((v) => v instanceof File))
    .check(z.minLength(1, t('verification.credentials.files.required')))
    .check(
      z.superRefine((files, ctx) => {
        for (const file of files) {
          const problem = documentFileProblem(file);
          if (problem) ctx.addIssue({ code: 'custom', message: `${file.name}: ${fileProblemText(problem)}` });
        }
      }),
    );

/** Letters of any script, digits, dashes, slashes; the licence name may have spaces between its words, the number not. */
const CREDENTIAL = uploadProviderQualificationBodyCredentialNumberRegExp;
const LICENCE_NAME = uploadProviderQualificationBodyBodyRegExp;

/** `fileProblemText`: the files feature's message for a refused file (`useFileProblemText()`). */
export function qualificationSchema(t: T, fileProblemText: FileProblemText, type: ProviderQualificationType) {
  const files = documentFiles(t, fileProblemText);
  if (type === 'license') {
    return z.object({
      title: z.string(),
      body: required(t)
        .check(tooLong(t, uploadProviderQualificationBodyBodyMax))
        .check(z.refine((v) => !v || LICENCE_NAME.test(v), t('verification.credentials.licence.rule'))),
      credentialNumber: required(t)
        .check(tooLong(t, uploadProviderQualificationBodyCredentialNumberMax))
        .check(z.refine((v) => !v || CREDENTIAL.test(v), t('verification.credentials.licence.rule'))),
      files,
    });
  }
  return z.object({
    title: required(t).check(z.maxLength(100, t('verification.max', { max: 100 }))),
    body: z.string(),
    credentialNumber: z.string(),
    files,
  });
}

// ---------- work history ----------
export const MONTH_MIN = '1900-01';
export const MONTH_MAX = '2099-12';
/** A month picker's value: YYYY-MM with a 4-digit year, from 1900-01 to 2099-12. */
export const monthInRange = (value: string) =>
  /^\d{4}-(0[1-9]|1[0-2])$/.test(value) && value >= MONTH_MIN && value <= MONTH_MAX;

export function experienceSchema(t: T) {
  const month = required(t).check(z.refine(monthInRange, t('verification.experience.month.rule')));
  return z
    .object({
      companyName: required(t).check(z.maxLength(100, t('verification.max', { max: 100 }))),
      jobTitle: required(t).check(z.maxLength(100, t('verification.max', { max: 100 }))),
      startDate: month,
      endDate: z.string(),
      currentlyWorksHere: z.boolean(),
      description: z.string().check(z.maxLength(1000, t('verification.max', { max: 1000 }))),
    })
    .check(
      z.superRefine((value, ctx) => {
        if (value.currentlyWorksHere) return;
        if (!value.endDate) ctx.addIssue({ code: 'custom', path: ['endDate'], message: t('verification.required') });
        else if (!monthInRange(value.endDate))
          ctx.addIssue({ code: 'custom', path: ['endDate'], message: t('verification.experience.month.rule') });
        else if (monthInRange(value.startDate) && value.endDate < value.startDate)
          ctx.addIssue({ code: 'custom', path: ['endDate'], message: t('verification.experience.end.rule') });
      }),
    );
}
