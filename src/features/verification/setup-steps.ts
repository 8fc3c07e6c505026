// Which setup steps a saved profile satisfies (decision 0050). No schema library here: the overview's loader uses it.
import type { ProviderProfile } from '../../../generated/model';

/** Office address: at least 5 characters with a letter (decision 0011, the profile's rule). */
export const officeAddressOk = (value: string) => value.trim().length >= 5 && /\p{L}/u.test(value);

export const SETUP_STEPS = ['about', 'practice', 'office'] as const;
export type SetupStep = (typeof SETUP_STEPS)[number];

/** Which setup steps the saved profile satisfies (the setup resumes on the first that it does not). */
function setupStepDone(p: ProviderProfile, step: SetupStep): boolean {
  if (step === 'about') return Boolean(p.stateIdentifier && p.gender && p.title && /^[A-Za-z]{2,32}$/.test(p.title));
  if (step === 'practice') return p.therapy.length > 0 && p.modality.length > 0 && p.specialities.length > 0;
  return officeAddressOk(p.officeAddress ?? '');
}
export const firstOpenStep = (p: ProviderProfile) => SETUP_STEPS.find((step) => !setupStepDone(p, step));
export const needsSetup = (p: ProviderProfile) => firstOpenStep(p) !== undefined;
