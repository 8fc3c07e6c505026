import { lazy } from 'react';
import type { UserType } from '../../../generated/model';

// Each user type's form is its own chunk (the provider's brings the multi-selects); the route loader starts it with
// the page's data, so it costs no extra round. A small module: the loader runs in the first chunk.
const loadClientForm = () => import('./ClientProfileForm');
const loadProviderForm = () => import('./ProviderProfileForm');
// The client's emergency contact is a form below the first view: its own chunk too (decision 0148), started with the
// client's form.
const loadEmergencyContact = () => import('./EmergencyContactSection');

export const ClientProfileForm = lazy(() => loadClientForm().then((m) => ({ default: m.ClientProfileForm })));
export const ProviderProfileForm = lazy(() => loadProviderForm().then((m) => ({ default: m.ProviderProfileForm })));
export const EmergencyContactSection = lazy(() =>
  loadEmergencyContact().then((m) => ({ default: m.EmergencyContactSection })),
);

export function preloadProfileForm(userType: UserType): Promise<unknown> {
  const loads = userType === 'provider' ? [loadProviderForm()] : [loadClientForm(), loadEmergencyContact()];
  return Promise.all(loads).catch(() => undefined);
}
