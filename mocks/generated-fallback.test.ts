// A call added to the contract is answered offline before anyone writes its stateful handler: the contract is
// copied to a temporary folder, given a new operation, and regenerated there; the app's generated call to it goes
// through the app's API client to the offline backend, whose stateful handlers do not know it, and the generated
// handler answers.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { getResponse } from 'msw';
import { generate, type Options } from 'orval';
import { parse, stringify } from 'yaml';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import orvalConfig from '../orval.config';
import { configureApiClient } from '../src/lib/api-client';
import { Db } from './db';
import { generatedFallback } from './generated-fallback';
import { createHandlers } from './handlers';

const repo = path.resolve(import.meta.dirname, '..');
const BASE = 'http://api.mock';
let dir = '';

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'contract-copy-'));
  fs.cpSync(path.join(repo, 'openapi'), path.join(dir, 'openapi'), { recursive: true });
  // The generated modules import the app's libraries: they resolve from the copy as from the repository.
  fs.symlinkSync(path.join(repo, 'node_modules'), path.join(dir, 'node_modules'));
  const root = path.join(dir, 'openapi/openapi.yaml');
  const contract = parse(fs.readFileSync(root, 'utf8')) as { paths: Record<string, unknown> };
  contract.paths['/user/streak'] = {
    get: {
      operationId: 'getUserStreak',
      tags: ['user'],
      summary: 'The days in a row the user has signed in',
      description: 'A call new in the contract, without a stateful handler yet.',
      responses: {
        '200': {
          description: 'The streak',
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['days'],
                properties: { days: { type: 'integer', minimum: 0, maximum: 365 } },
              },
            },
          },
        },
      },
    },
  };
  fs.writeFileSync(root, stringify(contract));
  const bundled = path.join(dir, 'generated/openapi.json');
  fs.mkdirSync(path.dirname(bundled), { recursive: true });
  execFileSync(path.join(repo, 'node_modules/.bin/redocly'), ['bundle', root, '--output', bundled, '--ext', 'json']);
  const api = (orvalConfig as Record<string, Options>).api!;
  const output = api.output as Exclude<Options['output'], string | undefined>;
  await generate({
    input: { target: bundled },
    output: {
      ...output,
      target: path.join(dir, 'generated/api'),
      schemas: path.join(dir, 'generated/model'),
      override: { ...output.override, mutator: { path: path.join(repo, 'src/lib/api-client.ts'), name: 'apiClient' } },
    },
  });
}, 120_000);

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('an operation new in the contract', () => {
  it('is answered offline by its generated handler, with a warning naming it', async () => {
    const modules = {
      'user/get-user-streak.msw.ts': await import(path.join(dir, 'generated/api/user/get-user-streak.msw.ts')),
    };
    const fallback = generatedFallback(modules);
    const stateful = createHandlers({ db: new Db(), baseUrl: BASE });
    const asked: string[] = [];
    // The demo's layering (worker/backend.ts, then mocks/browser.ts): the stateful handlers first, then the generated.
    configureApiClient({
      baseUrl: BASE,
      fetch: async (url, init) => {
        const request = new Request(url, init);
        asked.push(`${request.method} ${new URL(url).pathname}`);
        const modelled = await getResponse(stateful, request.clone());
        return modelled ?? (await fallback.answer(request)) ?? new Response(null, { status: 404 });
      },
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { getUserStreak } = (await import(path.join(dir, 'generated/api/user/get-user-streak.ts'))) as {
      getUserStreak: () => Promise<{ days: number }>;
    };

    const streak = await getUserStreak();

    expect(asked).toEqual(['GET /user/streak']);
    expect(Number.isInteger(streak.days) && streak.days >= 0 && streak.days <= 365).toBe(true);
    expect(warn).toHaveBeenCalledWith('[mocks] getUserStreak answered by the generated mock: add a stateful handler');
    // The same call answers the same data again (the seed is set from the call before each answer).
    expect(await getUserStreak()).toEqual(streak);
  });
});
