// The bench's child processes (preview servers, the mock API, Chromium): each starts in its own process group and
// is registered here, so that one call kills every one of them, whatever happened before.
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { repoRoot } from '../lib/run';

const running = new Set<ChildProcess>();

/** A port free on 127.0.0.1 right now (the caller starts its server with a strict port at once). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface Started {
  child: ChildProcess;
  /** The last lines it printed, for error messages. */
  output: () => string;
}

/** Starts a command in its own process group, in `cwd`; its output is kept (the last 50 lines), not printed. */
export function start(command: string, args: string[], env: NodeJS.ProcessEnv = {}, cwd = repoRoot): Started {
  const child = spawn(command, args, {
    cwd,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0', ...env },
  });
  running.add(child);
  child.on('exit', () => running.delete(child));
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    lines.splice(0, Math.max(0, lines.length - 50));
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return { child, output: () => lines.join('\n') };
}

/** A binary from a checkout's node_modules/.bin (this one unless `root` says which), run in that checkout. */
export function startBin(bin: string, args: string[], env: NodeJS.ProcessEnv = {}, root = repoRoot): Started {
  return start(path.join(root, 'node_modules/.bin', bin), args, env, root);
}

/** Waits until `url` answers (any HTTP status), failing early if the process exits. */
export async function waitForHttp(url: string, started: Started, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (started.child.exitCode !== null || started.child.signalCode !== null) {
      throw new Error(`${started.child.spawnfile} exited before ${url} answered:\n${started.output()}`);
    }
    try {
      await fetch(url, { signal: AbortSignal.timeout(2_000) });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s:\n${started.output()}`);
}

/** Kills one process group (SIGTERM, then SIGKILL after a grace period). */
export async function stop(started: Started | undefined, graceMs = 3_000): Promise<void> {
  const child = started?.child;
  if (!child || child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  signalGroup(child, 'SIGTERM');
  const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
  signalGroup(child, 'SIGKILL'); // grandchildren that ignored SIGTERM (the group outlives its leader)
}

/** Kills every process group still registered, at once and without waiting (also used from exit handlers). */
export function killAll(): void {
  for (const child of running) signalGroup(child, 'SIGKILL');
  running.clear();
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}
