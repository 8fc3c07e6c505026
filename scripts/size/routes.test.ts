import { repoRoot } from '../lib/run';
import { onTopLimit } from './limits';
import { routesOfTree } from './routes';

describe('the routes check:size weighs', () => {
  const { routes, files } = routesOfTree(repoRoot);
  const filesOf = (path: string) => routes.find((route) => route.path === path)?.files;

  it('are the pages of the route tree, each with its layouts before it', () => {
    expect(filesOf('/')).toEqual(['src/routes/index.tsx']);
    expect(filesOf('/payment/{id}/')).toEqual([
      'src/routes/_authenticated.tsx',
      'src/routes/_authenticated/payment.$id.tsx',
    ]);
    expect(filesOf('/account/settings/')).toEqual([
      'src/routes/_authenticated.tsx',
      'src/routes/_authenticated/account.tsx',
      'src/routes/_authenticated/account/settings.tsx',
    ]);
    expect(filesOf('/messages/{userId}/')).toEqual([
      'src/routes/_authenticated.tsx',
      'src/routes/_authenticated/messages.tsx',
      'src/routes/_authenticated/messages.$userId.tsx',
    ]);
  });

  it('leave out the layouts, which are weighed with their pages', () => {
    const pageFiles = routes.map((route) => route.files.at(-1));
    expect(pageFiles).not.toContain('src/routes/_authenticated.tsx');
    expect(pageFiles).not.toContain('src/routes/_authenticated/account.tsx');
    expect(pageFiles).not.toContain('src/routes/_authenticated/messages.tsx');
    expect(new Set(routes.map((route) => route.path)).size).toBe(routes.length);
  });

  it('name every route file with the root', () => {
    expect(files).toContain('src/routes/__root.tsx');
    expect(routes.length).toBe(files.length - 4); // the root and three layouts
  });

  it('allow less on top of the framework on the landing page than elsewhere', () => {
    expect(onTopLimit('/')).toBe(45 * 1024);
    expect(onTopLimit('/login/')).toBe(75 * 1024);
    expect(onTopLimit('/payment/{id}/')).toBe(75 * 1024);
  });
});
