// npm run generate: bundle the contract, then orval (hooks, Zod) and openapi-typescript (path types).
import path from 'node:path';
import { bundleContract } from './lib/contract';
import { repoRoot, runBin } from './lib/run';

const root = path.join(repoRoot, 'openapi/openapi.yaml');
const bundled = path.join(repoRoot, 'generated/openapi.json');

export function generate(): void {
  bundleContract(root, bundled);
  runBin('orval', ['--config', path.join(repoRoot, 'orval.config.ts')]);
  runBin('openapi-typescript', [bundled, '--output', path.join(repoRoot, 'generated/openapi.d.ts')]);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  generate();
  console.log('generated/ is up to date with openapi/');
}
