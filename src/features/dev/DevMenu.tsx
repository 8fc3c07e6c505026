import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useDemoT } from '../../lib/i18n/translate';
import { signOut } from '../../lib/sign-out';
import { Button } from '../../ui/Button';
import type { DataSet } from '../../../mocks/browser';
import { DevOutbox } from './DevOutbox';
import { DevSettleTransfer } from './DevSettleTransfer';
import { DevTracking } from './DevTracking';

/** Mock mode only: a small footer button with demo tools. */
export default function DevMenu() {
  const t = useDemoT();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<DataSet | 'generated' | null>(null);

  async function reset(dataSet: DataSet) {
    setBusy(dataSet);
    const { resetDemoData } = await import('../../../mocks/browser');
    await resetDemoData(dataSet);
    // The reset forgets every issued token, so the session goes too.
    await signOut(queryClient);
    window.location.reload();
  }

  async function showGenerated() {
    setBusy('generated');
    const { chooseGeneratedData } = await import('../../../mocks/browser');
    // The stateful backend's session means nothing to the generated answers.
    await signOut(queryClient);
    chooseGeneratedData();
    window.location.reload();
  }

  return (
    <Popover className="relative">
      <PopoverButton className="flex items-center gap-1.5 rounded-full border border-dashed border-slate-300 px-2.5 py-1 text-xs font-semibold text-slate-600 hover:border-slate-400 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700">
        <Plus className="size-3.5" aria-hidden="true" />
        {t('dev.menu')}
      </PopoverButton>
      <PopoverPanel
        anchor={{ to: 'top start', gap: 8 }}
        className="z-50 w-72 rounded-2xl bg-white p-4 shadow-xl ring-1 ring-slate-200"
      >
        {({ close }) => (
          <>
            <p className="text-sm text-slate-600">{t('dev.menuHint')}</p>
            <Button
              variant="secondary"
              size="sm"
              className="mt-3 w-full"
              busy={busy === 'default'}
              disabled={busy !== null}
              onClick={() => void reset('default')}
            >
              {t('dev.reset')}
            </Button>
            <Button
              variant="secondary"
              size="sm"
              className="mt-2 w-full"
              busy={busy === 'large'}
              disabled={busy !== null}
              onClick={() => void reset('large')}
            >
              {t('dev.largeData')}
            </Button>
            <p className="mt-2 text-xs text-slate-600">{t('dev.largeDataHint')}</p>
            <Button
              variant="secondary"
              size="sm"
              className="mt-2 w-full"
              busy={busy === 'generated'}
              disabled={busy !== null}
              onClick={() => void showGenerated()}
            >
              {t('dev.generatedData')}
            </Button>
            <p className="mt-2 text-xs text-slate-600">{t('dev.generatedDataHint')}</p>
            <DevSettleTransfer />
            <DevOutbox onFollow={close} />
            <DevTracking />
          </>
        )}
      </PopoverPanel>
    </Popover>
  );
}
