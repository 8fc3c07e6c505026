import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEMO_PASSWORD } from '../../mocks/data/ids.ts';
import { areas, demoAreas } from '../../src/lib/i18n/messages/index.ts';
import { demoMarkers, filesCarrying } from './demo-text.ts';

const markers = demoMarkers({ areas, demoAreas, password: DEMO_PASSWORD });

describe("the demo tools' text in a build (npm run check:size)", () => {
  it('is told by the password, the demo messages’ ids and their own longer texts, in both languages', () => {
    expect(markers).toEqual(
      expect.arrayContaining([
        'Passw0rd!',
        '"dev.menu"',
        "'dev.largeDataHint'",
        'Reset demo data',
        'Demodaten zurücksetzen',
        'Demo accounts',
      ]),
    );
    // A short or shared text is no sign of the demo: 'Copy', 'Amount' are words any page may show.
    expect(markers).not.toContain('Copy');
    expect(markers).not.toContain('Amount');
    expect(
      markers
        .filter((m) => !m.startsWith('"') && !m.startsWith("'") && !m.startsWith('`'))
        .every((text) => text.length >= 9),
    ).toBe(true);
  });

  it('leaves out a run that a feature’s own text also has', () => {
    // 'Sign in as {role}' (the demo accounts) and the therapist page's 'Sign in as a client to book a session.'
    expect(markers).toContain('Sign in as');
    const withFeatures = demoMarkers({
      areas,
      demoAreas,
      featureTexts: ['Sign in as a client to book a session.'],
      password: DEMO_PASSWORD,
    });
    expect(withFeatures).not.toContain('Sign in as');
    expect(withFeatures).toContain('Reset demo data');
  });

  it('is found in any text file of the build, as the production bundle carried it (issue 32)', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-text-'));
    try {
      fs.mkdirSync(path.join(dir, 'assets'));
      // What dist/assets/start-*.js held: the precompiled dev menu's messages, the password among them.
      fs.writeFileSync(
        path.join(dir, 'assets/start-abc.js'),
        'var e={"shell.menu":[{type:0,value:"Menu"}],"dev.largeDataHint":[{type:0,value:"… password Passw0rd!"}]};',
      );
      fs.writeFileSync(
        path.join(dir, 'assets/page-def.js'),
        'var t={"shell.menu":[{type:0,value:"Menu"}],"files.download":[{type:0,value:"Download "}]};',
      );
      fs.writeFileSync(path.join(dir, 'index.html'), '<p>Reset demo data</p>');
      fs.writeFileSync(path.join(dir, 'logo.png'), 'Passw0rd!');
      expect(filesCarrying(dir, markers).sort()).toEqual([
        `${path.join('assets', 'start-abc.js')}: Passw0rd!`,
        'index.html: Reset demo data',
      ]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
