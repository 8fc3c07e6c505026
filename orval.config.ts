import { defineConfig } from 'orval';

// Input is the bundled contract written by scripts/generate.ts (redocly bundle of openapi/openapi.yaml).
const input = { target: './generated/openapi.json' };

export default defineConfig({
  api: {
    input,
    output: {
      // One module per operation (`generated/api/<tag>/<operation>.ts`), so that a chunk carries only the calls it
      // makes (decision 0142).
      mode: 'tags-operations',
      target: './generated/api',
      schemas: './generated/model',
      client: 'react-query',
      httpClient: 'fetch',
      // Header parameters (the create calls' Idempotency-Key) become a `headers` argument and mutation variable.
      headers: true,
      clean: true,
      override: {
        mutator: { path: './src/lib/api-client.ts', name: 'apiClient' },
        fetch: { includeHttpResponseReturnType: false },
        // Data a page cannot show without is read with useSuspenseQuery, whose options may not hold an `enabled`.
        query: { useSuspenseQuery: true },
      },
    },
  },
  zod: {
    input,
    output: {
      mode: 'tags-split',
      target: './generated/zod',
      client: 'zod',
      fileExtension: '.zod.ts',
      clean: true,
      override: {
        zod: {
          version: 4,
          variant: 'mini',
          generate: { param: true, query: true, header: true, body: true, response: true },
          coerce: { param: true, query: true },
        },
      },
    },
  },
});
