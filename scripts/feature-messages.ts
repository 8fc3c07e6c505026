import fs from 'node:fs';
import path from 'node:path';
import { runnerImport } from 'vite';

/**
 * A feature's own messages (decision 0020): `src/features/<f>/messages.ts` exports `featureMessages(en, de)`, its ids
 * all starting with `<f>.`. The messages plugin compiles each as a part of its own (`virtual:messages/<locale>/<f>`),
 * and the app never sees the source: the feature's modules import a stand-in (`featureMessagesModule`) that loads the
 * active locale's part when the feature's chunk runs, so the messages come with the feature and no page lists them.
 */
export const FEATURE_MESSAGES = /[\\/]src[\\/]features[\\/]([^\\/]+)[\\/]messages\.ts$/;

/** The features that have a catalogue, each with its file. */
export function featureCatalogFiles(root: string): Map<string, string> {
  const dir = path.join(root, 'src/features');
  const files = new Map<string, string>();
  for (const feature of fs.readdirSync(dir).sort()) {
    const file = path.join(dir, feature, 'messages.ts');
    if (fs.existsSync(file)) files.set(feature, file);
  }
  return files;
}

/** Reads one feature's catalogue (without this build's plugins: the app's stand-in is not wanted here). */
export async function readFeatureCatalog(
  root: string,
  feature: string,
  file: string,
  locales: readonly string[],
): Promise<{ messages: Record<string, Record<string, string>>; files: string[] }> {
  const { module, dependencies } = await runnerImport<{ default?: Record<string, unknown> }>(file, {
    root,
    configFile: false,
    logLevel: 'error',
  });
  const catalog = module.default;
  const messages: Record<string, Record<string, string>> = {};
  for (const locale of locales) {
    const texts = catalog?.[locale];
    if (!texts || typeof texts !== 'object') throw new Error(`${file}: no messages for "${locale}" (featureMessages)`);
    messages[locale] = texts as Record<string, string>;
  }
  const stray = Object.keys(messages[locales[0]!]!).filter((id) => !id.startsWith(`${feature}.`));
  if (stray.length > 0) throw new Error(`${file}: ids must start with "${feature}.": ${stray.join(', ')}`);
  return { messages, files: [file, ...dependencies].map((f) => path.resolve(f)) };
}

/**
 * What the app imports for `src/features/<f>/messages.ts`: the active locale's part, asked for when the module runs,
 * which `useT` waits for (a top-level await here would make the bundler split every page into many more chunks).
 */
export function featureMessagesModule(feature: string, locales: readonly string[]): string {
  const loaders = locales.map((l) => `${JSON.stringify(l)}: () => import("virtual:messages/${l}/${feature}")`);
  return [
    `import { featureMessagesPart } from "/src/lib/i18n/index.ts";`,
    `export default featureMessagesPart({ ${loaders.join(', ')} });`,
    '',
  ].join('\n');
}
