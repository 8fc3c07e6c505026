import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

// The import direction is enforced by the lint config: a wrong-way import in a scratch file must fail lint. The
// scratch files exist only here, so no TypeScript program knows them: the type-aware rules are left out.
const eslint = new ESLint({ cwd: process.cwd(), overrideConfig: tseslint.configs.disableTypeChecked });

async function importErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'import-x/no-restricted-paths').map((m) => m.message);
}

describe('the import rules', () => {
  it('keep src/ui free of generated code and features', async () => {
    expect(
      await importErrors(
        'src/ui/Scratch.tsx',
        "import { getBooking } from '../../generated/api/bookings/get-booking';\nexport const x = getBooking;\n",
      ),
    ).toEqual([expect.stringContaining('src/ui holds generic, data-free primitives.')]);
    expect(
      await importErrors(
        'src/ui/Scratch.tsx',
        "import { BookingActions } from '../features/bookings';\nexport const x = BookingActions;\n",
      ),
    ).toHaveLength(1);
  });

  it('keep src/lib free of features and app modules', async () => {
    expect(
      await importErrors(
        'src/lib/scratch.ts',
        "import { modalNamed } from '../app/modals';\nexport const x = modalNamed;\n",
      ),
    ).toEqual([expect.stringContaining('src/lib is plumbing: it imports no feature and no app module.')]);
  });

  it('let a feature reach another only through its index.ts', async () => {
    expect(
      await importErrors(
        'src/features/payments/Scratch.tsx',
        "import { bookingActions } from '../bookings/rules';\nexport const x = bookingActions;\n",
      ),
    ).toEqual([expect.stringContaining('Import another feature only through its index.ts.')]);
    expect(
      await importErrors(
        'src/features/payments/Scratch.tsx',
        "import { bookingActions } from '../bookings';\nexport const x = bookingActions;\n",
      ),
    ).toEqual([]);
    expect(
      await importErrors(
        'src/features/payments/Scratch.tsx',
        "import { PendingPaymentView } from './PendingPaymentView';\nexport const x = PendingPaymentView;\n",
      ),
    ).toEqual([]);
  });

  it('keep features below the routes and the app', async () => {
    expect(
      await importErrors(
        'src/features/payments/Scratch.tsx',
        "import { modalNamed } from '../../app/modals';\nexport const x = modalNamed;\n",
      ),
    ).toHaveLength(1);
  });
});
