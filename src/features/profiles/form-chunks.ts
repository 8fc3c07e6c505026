import { lazy } from 'react';
import type { UserType } from '../../../generated/model';
import { withAreas } from '../../lib/i18n';

// Each user type's form is its own chunk (the provider's brings the multi-selects); the route loader starts it with
// the page's data, so it costs no extra round. A small module: the loader runs in the first chunk.
const loadClientForm = withAreas(['profiles'], () => import('./ClientProfileForm'));
const loadProviderForm = withAreas(['profiles'], () => import('./ProviderProfileForm'));

export const ClientProfileForm = lazy(() => loadClientForm().then((m) => ({ default: m.ClientProfileForm })));
export const ProviderProfileForm = lazy(() => loadProviderForm().then((m) => ({ default: m.ProviderProfileForm })));

export function preloadProfileForm(userType: UserType): Promise<unknown> {
  return (userType === 'provider' ? loadProviderForm() : loadClientForm()).catch(() => undefined);
}
