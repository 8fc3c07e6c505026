import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

// Nothing outside src/lib branches on a query's state (decision 0013), hooks in `.ts` files as much as components. The
// scratch files exist only here, so no TypeScript program knows them: the type-aware rules are left out.
const eslint = new ESLint({ cwd: process.cwd(), overrideConfig: tseslint.configs.disableTypeChecked });

const hook = `import { useQuery } from '@tanstack/react-query';
export function useThing() {
  const query = useQuery({ queryKey: ['thing'], queryFn: () => 1 });
  return query.isPending ? null : query.data;
}
`;

async function loadStateErrors(filePath: string, code = hook): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
}

describe('the load-state rule', () => {
  it.each(['src/features/payments/use-scratch.ts', 'src/features/payments/Scratch.tsx', 'src/app/scratch.ts'])(
    'fails a branch on isPending in %s',
    async (filePath) => {
      expect(await loadStateErrors(filePath)).toEqual([expect.stringContaining('decision 0013')]);
    },
  );

  it('fails a destructured isError', async () => {
    const code = `import { useQuery } from '@tanstack/react-query';
export function useThing() {
  const { isError } = useQuery({ queryKey: ['thing'], queryFn: () => 1 });
  return isError;
}
`;
    expect(await loadStateErrors('src/routes/scratch.ts', code)).toHaveLength(1);
  });

  it('leaves src/lib, where the boundary reads the state, and tests alone', async () => {
    expect(await loadStateErrors('src/lib/scratch.ts')).toEqual([]);
    expect(await loadStateErrors('src/features/payments/scratch.test.ts')).toEqual([]);
  });
});
