import { execFileSync } from 'node:child_process';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../..');

/**
 * Runs a binary from node_modules/.bin in a checkout (`root`: this one unless given, e.g. the bench's base worktree),
 * in that checkout's folder; returns its output, throws with the output on failure.
 */
export function runBin(
  bin: string,
  args: string[],
  options: { root?: string; env?: Record<string, string> } = {},
): string {
  const root = options.root ?? repoRoot;
  const file = path.join(root, 'node_modules/.bin', bin);
  try {
    return execFileSync(file, args, {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        NO_COLOR: '1',
        FORCE_COLOR: '0',
        REDOCLY_TELEMETRY: 'off',
        REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
        ...options.env,
      },
    });
  } catch (error) {
    const e = error as { stdout?: string; stderr?: string; message: string };
    throw new Error(`${bin} ${args.join(' ')} failed:\n${e.stdout ?? ''}${e.stderr ?? ''}`.trim(), { cause: error });
  }
}
