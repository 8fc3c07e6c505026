// `npm run build` and `npm run build:demo`: `tsx scripts/build.ts [--mode demo] [--outDir dir] [vite build options]`,
// the build every bundle gets (scripts/lib/build-app.ts).
import { buildApp } from './lib/build-app';

const rest = process.argv.slice(2);
/** Takes `--name value` out of the arguments. */
const take = (name: string): string | undefined => {
  const at = rest.indexOf(`--${name}`);
  return at === -1 ? undefined : rest.splice(at, 2)[1];
};
const mode = take('mode');
const outDir = take('outDir');
process.stdout.write(buildApp({ mode, outDir, viteArgs: rest }));
