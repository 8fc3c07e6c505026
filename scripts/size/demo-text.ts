import fs from 'node:fs';
import path from 'node:path';

type Areas = Record<string, { en: Record<string, string>; de: Record<string, string> }>;

// A literal this long is the demo's own sentence, not a word any page could show.
const MIN_TEXT_LENGTH = 10;
const TEXT_FILES = /\.(js|mjs|css|html|json|txt|svg|webmanifest)$/;

/**
 * What gives the demo tools away in a build (decision 0020): the demo password, each demo message's id (as a quoted
 * string: code naming it, or the precompiled messages), and each literal run of its English and German text that is
 * long enough and no other message has.
 */
export function demoMarkers({
  areas,
  demoAreas,
  featureTexts = [],
  password,
}: {
  areas: Areas;
  demoAreas: readonly string[];
  /** Every feature catalogue's texts (src/features/<f>/messages.ts), in every locale. */
  featureTexts?: readonly string[];
  password: string;
}): string[] {
  const demo = demoAreas.map((name) => areas[name]!);
  const otherTexts = [
    ...Object.entries(areas)
      .filter(([name]) => !demoAreas.includes(name))
      .flatMap(([, catalog]) => [...Object.values(catalog.en), ...Object.values(catalog.de)]),
    ...featureTexts,
  ];
  const ids = demo.flatMap((catalog) => Object.keys(catalog.en)).flatMap((id) => [`"${id}"`, `'${id}'`, `\`${id}\``]);
  const texts = demo
    .flatMap((catalog) => [...Object.values(catalog.en), ...Object.values(catalog.de)])
    .flatMap((text) => text.split(/[{}<>]/))
    .map((run) => run.trim())
    .filter((run) => run.length >= MIN_TEXT_LENGTH && !otherTexts.some((other) => other.includes(run)));
  return [...new Set([password, ...ids, ...texts])];
}

/** Each text file under `dir` that carries one of `markers`, as `file: marker` (the first marker found). */
export function filesCarrying(dir: string, markers: readonly string[]): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && TEXT_FILES.test(entry.name))
    .flatMap((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      const text = fs.readFileSync(file, 'utf8');
      const found = markers.find((marker) => text.includes(marker));
      return found ? [`${path.relative(dir, file)}: ${found}`] : [];
    });
}
