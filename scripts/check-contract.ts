// npm run check:contract — the six contract checks. Exits non-zero when any fails.
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { breakingVerdict } from './lib/breaking';
import {
  bundleContract,
  checkCoverage,
  checkStructure,
  lintContract,
  majorVersion,
  type OpenApiDoc,
} from './lib/contract';
import { checkExampleSense } from './lib/example-sense';
import { checkExamples } from './lib/examples';
import { checkRequestStringLimits } from './lib/limits';
import { repoRoot } from './lib/run';
import { generate } from './generate';

const rootFile = path.join(repoRoot, 'openapi/openapi.yaml');
const lintConfig = path.join(repoRoot, 'openapi/redocly.yaml');
const inventory = path.join(repoRoot, 'openapi/spec-calls.tsv');

let failed = false;
function report(name: string, problems: string[], okLine: string): void {
  if (problems.length) {
    failed = true;
    console.log(`✗ ${name}`);
    for (const p of problems) console.log(`    ${p}`);
  } else {
    console.log(`✓ ${name}: ${okLine}`);
  }
}

function digest(dir: string): string {
  const hash = crypto.createHash('sha256');
  const walk = (d: string): void => {
    for (const entry of fs.readdirSync(d, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(d, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(path.relative(dir, full)).update('\0').update(fs.readFileSync(full)).update('\0');
    }
  };
  if (fs.existsSync(dir)) walk(dir);
  return hash.digest('hex');
}

function git(args: string[]): string | undefined {
  try {
    return execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return undefined;
  }
}

/** The contract as it was on the base commit: CONTRACT_BASE, else the merge base with origin/main, else HEAD~1. */
function baseContract(): { rev: string; doc: OpenApiDoc } | undefined {
  const explicit = process.env.CONTRACT_BASE;
  const mergeBase = git(['merge-base', 'HEAD', 'origin/main']);
  const head = git(['rev-parse', 'HEAD']);
  const rev =
    explicit ?? (mergeBase && mergeBase !== head ? mergeBase : git(['rev-parse', '--verify', '--quiet', 'HEAD~1']));
  if (!rev || git(['cat-file', '-e', `${rev}:openapi/openapi.yaml`]) === undefined) return undefined;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'contract-base-'));
  execFileSync('sh', ['-c', `git archive ${rev} openapi | tar -x -C ${dir}`], { cwd: repoRoot });
  return { rev: rev.slice(0, 10), doc: bundleContract(path.join(dir, 'openapi/openapi.yaml')) };
}

// 1. Valid and lint-clean, plus the structure rules.
const doc = bundleContract(rootFile);
report('lint', [...lintContract(rootFile, lintConfig), ...checkStructure(doc)], 'valid OpenAPI 3.1, ruleset clean');

// 1b. Every string a client sends has an upper bound.
report('limits', checkRequestStringLimits(doc), 'every request string has a maxLength, an enum or a bounded format');

// 2. Every call of the spec is described.
const coverage = checkCoverage(doc, fs.readFileSync(inventory, 'utf8'));
console.log(`covered ${coverage.covered}/${coverage.total}`);
report(
  'coverage',
  coverage.missing.map((m) => `not described: ${m}`),
  `${coverage.covered} of ${coverage.total} spec calls`,
);

// 3. generated/ is what the contract generates.
const generatedDir = path.join(repoRoot, 'generated');
const before = digest(generatedDir);
generate();
report(
  'generated',
  digest(generatedDir) === before ? [] : ['generated/ was stale: `npm run generate` rewrote it; commit the result'],
  'regenerating leaves no diff',
);

// 4. No breaking change against the base commit unless the major version was raised.
const base = baseContract();
if (!base) {
  console.log('✓ breaking: no earlier contract to compare with');
} else {
  const { breaks, allowed } = breakingVerdict(base.doc, doc);
  if (breaks.length && allowed) {
    console.log(
      `✓ breaking: ${breaks.length} breaking change(s) against ${base.rev}, allowed by the major version ${majorVersion(doc)}:`,
    );
    for (const b of breaks) console.log(`    ${b}`);
  } else {
    report(
      'breaking',
      breaks.map((b) => `${b} (raise info.version's major to allow)`),
      `no breaking change against ${base.rev}`,
    );
  }
}

// 5. Every example parses with its generated Zod response schema.
const zodModule = (await import(path.join(repoRoot, 'generated/zod/index.zod.ts'))) as Record<string, unknown>;
const examples = checkExamples(doc, zodModule);
report('examples', examples.problems, `${examples.checked} response examples parse with the generated Zod schemas`);

// 6. Examples a client (or a mock server answering with them) can live with, now and later.
report(
  'example sense',
  checkExampleSense(doc),
  'no expired expiry, real time zones, files on the one files host, identifiers that link up',
);

process.exit(failed ? 1 : 0);
