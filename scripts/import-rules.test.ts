import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

// The import direction is enforced by the lint config: a wrong-way import in a scratch file must fail lint. The
// scratch files exist only here, so no TypeScript program knows them: the type-aware rules are left out.
const eslint = new ESLint({ cwd: process.cwd(), overrideConfig: tseslint.configs.disableTypeChecked });

async function importErrors(
  filePath: string,
  code: string,
  rules = ['import-x/no-restricted-paths', 'no-restricted-imports'],
): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => rules.includes(m.ruleId ?? '')).map((m) => m.message);
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

  it('let the app and routes reach a feature through its index.ts, a page directly, any file lazily', async () => {
    expect(
      await importErrors(
        'src/routes/scratch.tsx',
        "import { bookingActions } from '../features/bookings/rules';\nexport const x = bookingActions;\n",
      ),
    ).toEqual([expect.stringContaining('Import a feature through its index.ts')]);
    expect(
      await importErrors(
        'src/app/scratch.tsx',
        "import { bookingActions } from '../features/bookings';\nimport LoginPage from '../features/account/LoginPage';\n" +
          "export const x = [bookingActions, LoginPage, () => import('../features/dev/DevMenu')];\n",
      ),
    ).toEqual([]);
  });

  it('keep the mock backend and the scripts away from what renders', async () => {
    expect(
      await importErrors(
        'mocks/handlers/scratch.ts',
        "import { bookingActions } from '../../src/features/bookings';\nexport const x = bookingActions;\n",
      ),
    ).toEqual([expect.stringContaining('The mock backend imports only src/lib')]);
    expect(
      await importErrors(
        'mocks/handlers/scratch.ts',
        "import { calendarFile } from '../../src/lib/icalendar';\nexport const x = calendarFile;\n",
      ),
    ).toEqual([]);
    expect(
      await importErrors(
        'scripts/scratch.ts',
        "import { Button } from '../src/ui/Button';\nexport const x = Button;\n",
      ),
    ).toEqual([expect.stringContaining('Scripts read the app')]);
  });

  it('refuse an import cycle', async () => {
    // lib/errors.ts does not import lib/error-reporting.ts: a module beside it that both import would be a cycle.
    expect(
      await importErrors(
        'src/lib/errors.ts',
        "import { rootErrorOptions } from './error-reporting';\nexport const x = rootErrorOptions;\n",
        ['import-x/no-cycle'],
      ),
    ).toEqual([expect.stringContaining('Dependency cycle')]);
  });
});
