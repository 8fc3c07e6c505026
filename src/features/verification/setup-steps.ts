// Which setup steps a saved profile satisfies (decision 0050). No schema library here: the overview's loader uses it.
import type { ProviderProfile } from '../../../generated/model';
import { trimInvisible } from '../../lib/visible-text';

/** Office address: at least 5 characters with a letter of any script (decision 0010, the profile's rule). */
export const officeAddressOk = (value: string) => trimInvisible(value).length >= 5 && /\p{L}/u.test(value);

/** Title: 2 to 32 letters of any script (the contract's pattern, with combining marks after the first letter). */
export const titleOk = (value: string) => /^\p{L}[\p{L}\p{M}]{1,31}$/u.test(trimInvisible(value));

export const SETUP_STEPS = ['about', 'practice', 'office'] as const;
export type SetupStep = (typeof SETUP_STEPS)[number];

/** Which setup steps the saved profile satisfies (the setup resumes on the first that it does not). */
function setupStepDone(p: ProviderProfile, step: SetupStep): boolean {
  if (step === 'about') return Boolean(p.stateIdentifier && p.gender && p.title && titleOk(p.title));
  if (step === 'practice') return p.therapy.length > 0 && p.modality.length > 0 && p.specialities.length > 0;
  return officeAddressOk(p.officeAddress ?? '');
}
export const firstOpenStep = (p: ProviderProfile) => SETUP_STEPS.find((step) => !setupStepDone(p, step));
export const needsSetup = (p: ProviderProfile) => firstOpenStep(p) !== undefined;
