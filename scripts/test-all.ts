// `npm test`: every check of the project, one phase after another, and a table of each phase's wall time at the end,
// so that a slow phase shows where the time goes. It stops at the first phase that fails (the table still prints,
// the phases after it marked as not run) and exits with that phase's code.
//
// The production bundle is built once, as a phase of its own, and read by `check:size`, `check:conformance` and the
// end-to-end tests of the installable app through PRODUCTION_BUILD_DIR (scripts/lib/production-build.ts).
//
//   npm test                      every phase
//   npm test -- --only lint,unit  only these phases (a phase that reads the build needs `build` in the list)
//   npm test -- --from unit       this phase and the ones after it
// TEST_INSTALL_SECONDS (set by .ci/run) adds the `npm ci` before it as the table's first row.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { repoRoot } from './lib/run';
import { buildProduction, PRODUCTION_BUILD_ENV } from './lib/production-build';

interface Phase {
  name: string;
  /** What it runs: an npm script with its arguments, or a function in this process. */
  run: string[] | (() => void);
}

const sharedBuild = path.join(repoRoot, 'dist');

const phases: Phase[] = [
  { name: 'format', run: ['format:check'] },
  { name: 'typecheck', run: ['typecheck'] },
  { name: 'lint', run: ['lint'] },
  { name: 'knip', run: ['knip'] },
  { name: 'contract', run: ['check:contract'] },
  { name: 'build', run: () => buildProduction(sharedBuild) },
  { name: 'size', run: ['check:size'] },
  { name: 'conformance', run: ['check:conformance'] },
  { name: 'unit', run: ['test:unit'] },
  { name: 'e2e', run: ['test:e2e'] },
];

const { values } = parseArgs({ options: { only: { type: 'string' }, from: { type: 'string' } } });
const names = phases.map((p) => p.name);
const only = values.only?.split(',').map((s) => s.trim());
for (const name of [...(only ?? []), ...(values.from ? [values.from] : [])])
  if (!names.includes(name)) throw new Error(`No phase "${name}": the phases are ${names.join(', ')}`);
const selected = phases.filter(
  (phase, index) => (!only || only.includes(phase.name)) && (!values.from || index >= names.indexOf(values.from)),
);

function npmRun(args: string[]): Promise<number> {
  const [script = '', ...rest] = args;
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script, ...(rest.length ? ['--', ...rest] : [])], {
      cwd: repoRoot,
      stdio: 'inherit',
      env: process.env,
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(1));
  });
}

async function runPhase(phase: Phase): Promise<number> {
  if (Array.isArray(phase.run)) return npmRun(phase.run);
  try {
    phase.run();
    return 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return 1;
  }
}

type Row = { name: string; seconds?: number; result: 'ok' | 'FAILED' | 'not run' };
const rows: Row[] = [];
const install = Number(process.env.TEST_INSTALL_SECONDS);
if (process.env.TEST_INSTALL_SECONDS && Number.isFinite(install))
  rows.push({ name: 'install', seconds: install, result: 'ok' });

const runStarted = performance.now();
let exitCode = 0;
for (const phase of selected) {
  if (exitCode !== 0) {
    rows.push({ name: phase.name, result: 'not run' });
    continue;
  }
  console.log(`\n▶ ${phase.name}`);
  const started = performance.now();
  exitCode = await runPhase(phase);
  rows.push({
    name: phase.name,
    seconds: (performance.now() - started) / 1000,
    result: exitCode === 0 ? 'ok' : 'FAILED',
  });
  if (phase.name === 'build' && exitCode === 0) process.env[PRODUCTION_BUILD_ENV] = sharedBuild;
}

const clock = (seconds: number) => {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};
const total = (performance.now() - runStarted) / 1000 + (rows[0]?.name === 'install' ? install : 0);
console.log('\nphase          wall     s  result');
for (const row of [...rows, { name: 'total', seconds: total, result: exitCode === 0 ? 'ok' : 'FAILED' } as Row]) {
  const time =
    row.seconds === undefined
      ? '    -       -'
      : `${clock(row.seconds).padStart(5)} ${row.seconds.toFixed(0).padStart(5)}`;
  console.log(`${row.name.padEnd(12)} ${time}  ${row.result}`);
}
process.exit(exitCode);
