import { lazyRouteComponent } from '@tanstack/react-router';
import type { UserType } from '../../../generated/model';

// Each user type's form is its own chunk (the provider's brings the multi-selects); the route loader starts it with
// the page's data, so it costs no extra round. A small module: the loader runs in the first chunk.
// The client's emergency contact is a form below the first view: its own chunk too (decision 0032), started with the
// client's form. A part loaded before its first render draws at once: React's `lazy` would show its placeholder for
// a moment even then, and the form appearing in its place pushed the page down (a layout shift).
export const ClientProfileForm = lazyRouteComponent(() => import('./ClientProfileForm'), 'ClientProfileForm');
export const ProviderProfileForm = lazyRouteComponent(() => import('./ProviderProfileForm'), 'ProviderProfileForm');
export const EmergencyContactSection = lazyRouteComponent(
  () => import('./EmergencyContactSection'),
  'EmergencyContactSection',
);

export function preloadProfileForm(userType: UserType): Promise<unknown> {
  const parts = userType === 'provider' ? [ProviderProfileForm] : [ClientProfileForm, EmergencyContactSection];
  // A loaded part has no `preload` left; a failed load is thrown where the part renders.
  return Promise.all(parts.map((part) => part.preload?.() ?? Promise.resolve()));
}
