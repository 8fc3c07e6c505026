import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { refreshPrecacheRevisions } from './prerender';

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

/** A build folder with these files and a Workbox worker listing `entries` as vite-plugin-pwa writes them. */
function buildWith(files: Record<string, string>, entries: { url: string; revision: string | null }[]): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'prerender-test-'));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  const list = entries.map((e) => `{url:"${e.url}",revision:${e.revision === null ? 'null' : `"${e.revision}"`}}`);
  fs.writeFileSync(
    path.join(dir, 'sw.js'),
    `define(["./workbox-1"],function(s){s.precacheAndRoute([${list.join(',')}],{})});`,
  );
  return dir;
}

describe("the installed app's precache list after the prerender", () => {
  it("gives every listed file its current revision, leaving hashed chunks' null ones alone", () => {
    const dir = buildWith(
      { 'index.html': '<main>prerendered</main>', 'login/index.html': 'same', 'assets/a-1x2y.js': 'chunk' },
      [
        { url: 'index.html', revision: md5('shell') },
        { url: 'login/index.html', revision: md5('same') },
        { url: 'assets/a-1x2y.js', revision: null },
      ],
    );
    expect(refreshPrecacheRevisions(dir)).toEqual({
      listed: ['index.html', 'login/index.html'],
      changed: ['index.html'],
    });
    const worker = fs.readFileSync(path.join(dir, 'sw.js'), 'utf8');
    expect(worker).toContain(`{url:"index.html",revision:"${md5('<main>prerendered</main>')}"}`);
    expect(worker).toContain(`{url:"login/index.html",revision:"${md5('same')}"}`);
    expect(worker).toContain('{url:"assets/a-1x2y.js",revision:null}');
    expect(worker).not.toContain(md5('shell'));
  });

  it('fails for a listed file the build does not have, and leaves a build without a worker alone', () => {
    const dir = buildWith({}, [{ url: 'gone/index.html', revision: md5('x') }]);
    expect(() => refreshPrecacheRevisions(dir)).toThrow(/gone\/index\.html/);
    fs.rmSync(path.join(dir, 'sw.js'));
    expect(refreshPrecacheRevisions(dir)).toEqual({ listed: [], changed: [] });
  });
});
