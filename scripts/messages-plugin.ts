import path from 'node:path';
import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { runnerImport, type Plugin } from 'vite';
import {
  FEATURE_MESSAGES,
  featureCatalogFiles,
  featureMessagesModule,
  readFeatureCatalog,
} from './feature-messages.ts';

/**
 * Messages precompiled at build time (decision 0020). `import('virtual:messages/<locale>')` gives that locale's
 * messages as ICU ASTs — what `formatjs compile --ast` writes — read from the TypeScript catalogues
 * (src/lib/i18n/messages) whenever the module is built, so there is no generated file to go stale. The app then needs
 * no ICU parser at run time, and only the active locale's messages are loaded.
 *
 * `virtual:messages/<locale>/start` is the same, as the part every page loads first (decision 0020), and
 * `virtual:messages/loaders` maps each locale to its start part's dynamic import.
 *
 * The areas the catalogues module lists in `demoAreas` (the demo tools' texts) are left out of every module unless
 * `withDemo` is set (decision 0020): the production build carries neither the texts nor their ids.
 *
 * A feature's own catalogue (`src/features/<f>/messages.ts`, decision 0020) is the part `virtual:messages/<locale>/<f>`,
 * which the feature's modules load themselves (scripts/feature-messages.ts).
 */
export type CompiledMessages = Record<string, MessageFormatElement[]>;

const PREFIX = 'virtual:messages/';
const LOADERS = `${PREFIX}loaders`;
const RESOLVED_PREFIX = `\0${PREFIX}`;

/**
 * Parses every message of `locale` as react-intl would at run time (same parser and options, skeletons parsed).
 * Throws, naming the locale and id, on a message that is not valid ICU and on ids that differ from `reference`'s.
 */
export function compileMessages(
  locale: string,
  messages: Record<string, string>,
  reference: Record<string, string> = messages,
): CompiledMessages {
  const missing = Object.keys(reference).filter((id) => !(id in messages));
  const extra = Object.keys(messages).filter((id) => !(id in reference));
  if (missing.length > 0 || extra.length > 0) {
    throw new Error(
      `messages ${locale}: ${[...missing.map((id) => `missing ${id}`), ...extra.map((id) => `unknown ${id}`)].join(', ')}`,
    );
  }
  const compiled: CompiledMessages = {};
  const errors: string[] = [];
  for (const [id, text] of Object.entries(messages)) {
    if (typeof text !== 'string' || text.trim() === '') {
      errors.push(`${id}: empty`);
      continue;
    }
    try {
      compiled[id] = parse(text, { locale: new Intl.Locale(locale) });
    } catch (error) {
      errors.push(`${id}: ${(error as Error).message} in "${text}"`);
    }
  }
  if (errors.length > 0) throw new Error(`messages ${locale} are not valid ICU:\n  ${errors.join('\n  ')}`);
  return compiled;
}

export interface PrecompiledMessagesOptions {
  /** The module exporting one `Record<id, text>` per locale (`export const en = …, de = …`). */
  catalogs: string;
  locales: readonly string[];
  /** The locale whose ids every other locale must have. */
  reference: string;
  /** Whether the build carries the `demoAreas` (a build with the offline backend); without, they are left out. */
  withDemo: boolean;
}

type Catalogs = Record<string, unknown>;
type Areas = Record<string, Record<string, Record<string, string>>>;

/** The catalogues module without its `demoAreas`: their ids are gone from every locale, and the areas are empty. */
export function withoutDemoAreas(module: Catalogs, locales: readonly string[]): Catalogs {
  const demo = (module.demoAreas as readonly string[] | undefined) ?? [];
  const areas = module.areas as Areas | undefined;
  if (demo.length === 0 || !areas) return module;
  const unknown = demo.filter((name) => !(name in areas));
  if (unknown.length > 0) throw new Error(`demoAreas names unknown areas: ${unknown.join(', ')}`);
  const dropped = new Set(
    demo.flatMap((name) => Object.values(areas[name] ?? {}).flatMap((messages) => Object.keys(messages))),
  );
  const keep = (messages: unknown) =>
    Object.fromEntries(Object.entries(messages as Record<string, string>).filter(([id]) => !dropped.has(id)));
  const emptied = Object.fromEntries(
    Object.entries(areas).map(([name, catalog]) => [
      name,
      demo.includes(name) ? Object.fromEntries(Object.keys(catalog).map((l) => [l, {}])) : catalog,
    ]),
  );
  return {
    ...module,
    ...Object.fromEntries(locales.filter((l) => module[l]).map((l) => [l, keep(module[l])])),
    areas: emptied,
  };
}

export function precompiledMessages(options: PrecompiledMessagesOptions): Plugin {
  let root = process.cwd();
  let catalogsFile = '';
  let sources = new Set<string>();
  let features = new Map<string, string>();
  const featureParts = new Map<string, ReturnType<typeof readFeatureCatalog>>();
  const featureSources = new Set<string>();
  // One import of the catalogues serves every locale; dropped when one of their files changes.
  let loaded: Promise<Record<string, unknown>> | undefined;
  const compiled = new WeakMap<object, Record<string, CompiledMessages>>();

  const loadCatalogs = () => {
    loaded ??= runnerImport<Record<string, unknown>>(catalogsFile, { root, logLevel: 'error' }).then(
      ({ module, dependencies }) => {
        sources = new Set([catalogsFile, ...dependencies].map((file) => path.resolve(file)));
        return options.withDemo ? module : withoutDemoAreas(module, options.locales);
      },
    );
    loaded.catch(() => (loaded = undefined));
    return loaded;
  };
  const messagesOf = (module: Record<string, unknown>, locale: string) => {
    const messages = module[locale];
    if (!messages || typeof messages !== 'object')
      throw new Error(`${options.catalogs} exports no messages for "${locale}"`);
    return messages as Record<string, string>;
  };

  const loadersCode = () => {
    const locale = (l: string) =>
      `${JSON.stringify(l)}: {"start": () => import(${JSON.stringify(`${PREFIX}${l}/start`)})}`;
    return `export default {${options.locales.map(locale).join(', ')}};\n`;
  };

  return {
    name: 'precompiled-messages',
    configResolved(config) {
      root = config.root;
      catalogsFile = path.resolve(root, options.catalogs);
      features = featureCatalogFiles(root);
    },
    buildStart() {
      loaded = undefined;
      featureParts.clear();
    },
    transform(_code, id) {
      const feature = FEATURE_MESSAGES.exec(id.split('?')[0]!)?.[1];
      if (feature === undefined || !features.has(feature)) return undefined;
      return { code: featureMessagesModule(feature, options.locales), map: null };
    },
    resolveId(id) {
      if (!id.startsWith(PREFIX)) return undefined;
      if (id === LOADERS) return RESOLVED_PREFIX + id.slice(PREFIX.length);
      const [locale = ''] = id.slice(PREFIX.length).split('/');
      if (!options.locales.includes(locale)) this.error(`${id}: no such locale (known: ${options.locales.join(', ')})`);
      return RESOLVED_PREFIX + id.slice(PREFIX.length);
    },
    async load(id) {
      if (!id.startsWith(RESOLVED_PREFIX)) return undefined;
      const module = await loadCatalogs();
      for (const file of sources) this.addWatchFile(file);
      if (id === `\0${LOADERS}`) return { code: loadersCode(), moduleType: 'js' };
      const [locale = '', part] = id.slice(RESOLVED_PREFIX.length).split('/') as [string, string | undefined];
      const featureFile = part === undefined ? undefined : features.get(part);
      if (part !== undefined && featureFile !== undefined) {
        let reading = featureParts.get(part);
        if (!reading) featureParts.set(part, (reading = readFeatureCatalog(root, part, featureFile, options.locales)));
        const { messages, files } = await reading;
        for (const file of files) {
          featureSources.add(file);
          this.addWatchFile(file);
        }
        const shared = Object.keys(messages[locale]!).filter((messageId) => messageId in messagesOf(module, locale));
        if (shared.length > 0) this.error(`${featureFile}: ids also in ${options.catalogs}: ${shared.join(', ')}`);
        const chosen = compileMessages(locale, messages[locale]!, messages[options.reference]);
        return { code: `export default ${JSON.stringify(chosen)};\n`, moduleType: 'js' };
      }
      if (part !== undefined && part !== 'start') {
        this.error(`${id}: no such part (known: start, ${[...features.keys()].join(', ')})`);
      }
      // Each locale is compiled once per load of the catalogues.
      let compiling = compiled.get(module)?.[locale];
      if (!compiling) {
        compiling = compileMessages(locale, messagesOf(module, locale), messagesOf(module, options.reference));
        compiled.set(module, { ...compiled.get(module), [locale]: compiling });
      }
      return { code: `export default ${JSON.stringify(compiling)};\n`, moduleType: 'js' };
    },
    watchChange(id) {
      if (sources.has(path.resolve(id))) loaded = undefined;
      if (featureSources.has(path.resolve(id))) featureParts.clear();
    },
  };
}
