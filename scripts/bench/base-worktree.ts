// The paired bench's base: a git worktree of the ref under .tmp/ (git-ignored), with node_modules. The same lockfile
// reuses the working tree's node_modules as a hard-linked copy (seconds, no disk); another one gets `npm ci`.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../lib/run';

const baseDir = path.join(repoRoot, '.tmp/bench-base');
let checkedOut = false;

interface BaseTree {
  /** As given, e.g. HEAD~1 or main. */
  ref: string;
  sha: string;
  dir: string;
  /** How its node_modules came: a hard-linked copy of the working tree's, or `npm ci`. */
  dependencies: 'linked' | 'installed';
}

const git = (args: string[]) =>
  execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();

/** The working tree's commit, with `+changes` when it has uncommitted ones (a paired run measures those too). */
export function workingTreeName(): string {
  const sha = git(['rev-parse', '--short', 'HEAD']);
  return git(['status', '--porcelain']) ? `${sha}+changes` : sha;
}

/** Checks `ref` out into .tmp/bench-base (replacing a leftover one) and gives it node_modules. */
export function checkOutBase(ref: string): BaseTree {
  let sha: string;
  try {
    sha = git(['rev-parse', '--verify', '--end-of-options', `${ref}^{commit}`]);
  } catch {
    throw new Error(`--against ${ref}: not a commit in this repository`);
  }
  removeBase();
  git(['worktree', 'add', '--detach', baseDir, sha]);
  checkedOut = true;
  if (!fs.existsSync(path.join(baseDir, 'scripts/bench/preview.config.ts')))
    throw new Error(`--against ${ref}: ${sha.slice(0, 7)} has no scripts/bench/preview.config.ts to serve its build`);
  const lockfile = (dir: string) => fs.readFileSync(path.join(dir, 'package-lock.json'), 'utf8');
  const sameLockfile = lockfile(baseDir) === lockfile(repoRoot) && fs.existsSync(path.join(repoRoot, 'node_modules'));
  if (sameLockfile) {
    execFileSync('cp', ['-al', path.join(repoRoot, 'node_modules'), path.join(baseDir, 'node_modules')]);
  } else {
    console.log(`${ref} has another package-lock.json: npm ci in ${path.relative(repoRoot, baseDir)}/`);
    execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: baseDir, stdio: ['ignore', 'ignore', 'inherit'] });
  }
  return { ref, sha, dir: baseDir, dependencies: sameLockfile ? 'linked' : 'installed' };
}

/** Removes the base worktree this run checked out (synchronous: exit handlers call it too). */
export function removeCheckedOutBase(): void {
  if (checkedOut) removeBase();
  checkedOut = false;
}

/** Removes .tmp/bench-base, its files and its registration in git; nothing there is fine. */
function removeBase(): void {
  fs.rmSync(baseDir, { recursive: true, force: true });
  try {
    git(['worktree', 'remove', '--force', baseDir]);
  } catch {
    // not registered
  }
}
