import type { UserType } from '../../generated/model';
import { emails } from '../../mocks/data/ids';
import { BASE, type TestBackend } from '../../mocks/test-utils';
import { startSession } from '../lib/session';
import { renderApp, resetBrowserState } from './render-app';

/** The whole app at `url`, signed in as the seeded client or provider of the offline backend (`setUpTestBackend`). */
export async function renderSignedIn(backend: TestBackend, viewer: UserType, url: string) {
  resetBrowserState();
  const token = await backend.login(viewer === 'client' ? emails.client : emails.provider);
  startSession({ token, expiresAt: new Date(Date.now() + 3_600_000).toISOString(), isActive: true, userType: viewer });
  return renderApp(url, BASE);
}
