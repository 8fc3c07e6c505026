// Stoplight Prism (`@stoplight/prism-cli`) as the backend: a mock server that knows nothing but the bundled contract.
import { startBin, waitForHttp, type Started } from '../bench/processes';

/** One run of the check: the contract's static examples, or answers generated from the schemas with a fixed seed. */
export type Run = { kind: 'static' } | { kind: 'dynamic'; seed: string };

export const runName = (run: Run) => (run.kind === 'static' ? 'static examples' : `--dynamic --seed ${run.seed}`);

function prismArgs(run: Run, port: number): string[] {
  const args = ['mock', 'generated/openapi.json', '--host', '127.0.0.1', '--port', String(port)];
  return run.kind === 'static' ? args : [...args, '--dynamic', '--seed', run.seed];
}

/** Starts Prism; `ready` settles once it answers (it takes some seconds to load the contract). */
export function startPrism(run: Run, port: number): { started: Started; ready: Promise<void> } {
  const started = startBin('prism', prismArgs(run, port));
  return { started, ready: waitForHttp(`http://127.0.0.1:${port}/`, started, 90_000) };
}
