import { useQueryClient } from '@tanstack/react-query';
import { Check, Copy, UserRound } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { getGenerateVirtualAccountMutationOptions } from '../../../generated/api/wallet/generate-virtual-account';
import type { VirtualAccount } from '../../../generated/model';
import { ApiError } from '../../lib/errors';
import { useModal } from '../../lib/modal';
import type { ModalProps } from '../../lib/modal-descriptor';
import { useSend } from '../../lib/mutation';
import { QueryBoundary } from '../../lib/query-boundary';
import { Button, buttonClasses } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { LoadingBlock } from '../../ui/Spinner';
import { ErrorState } from '../../ui/states';
import { userNamesQuery, virtualAccountQuery } from './queries';
import { useT } from '../../lib/i18n/translate';
import messages from './messages';

const namesRequired = (error: unknown) => error instanceof ApiError && error.status === 409;
const hasNames = (user: { firstName: string | null; lastName: string | null }) =>
  Boolean(user.firstName?.trim() && user.lastName?.trim());

type Frame = (content: ReactNode, footer?: ReactNode) => ReactNode;

/**
 * The transfer path of the top-up: the client's virtual account (generated at once when there is none and the client
 * has a first and last name), with bank name, account number (copyable) and account name, and I Have Made The
 * Payment. Without names: a message and Update Profile (`/account/`).
 */
export default function TransferTopupModal({ close }: ModalProps) {
  const t = useT(messages);
  const { open } = useModal();
  const frame: Frame = (content, footer) => (
    <Dialog title={t('wallet.transfer.title')} onClose={close} footer={footer}>
      {content}
    </Dialog>
  );
  const failedTitle = t('wallet.transfer.failed');
  return (
    <QueryBoundary
      query={virtualAccountQuery()}
      failedTitle={failedTitle}
      pending={<Waiting text={t('common.loading')} />}
      frame={frame}
    >
      {(account) =>
        account ? (
          frame(
            <AccountDetails account={account} />,
            <Button className="w-full sm:w-auto" onClick={() => open('wallet-topup-sent', {}, { replace: true })}>
              {t('wallet.transfer.paid')}
            </Button>,
          )
        ) : (
          // None yet: it is opened in the client's names, when they have them.
          <QueryBoundary
            query={userNamesQuery()}
            failedTitle={failedTitle}
            pending={<Waiting text={t('wallet.transfer.generating')} />}
            frame={frame}
          >
            {(user) => (hasNames(user) ? <Generate frame={frame} /> : <NamesNeeded frame={frame} />)}
          </QueryBoundary>
        )
      }
    </QueryBoundary>
  );
}

/** Generates the account once; the query then holds it. The backend may still want names (409). */
function Generate({ frame }: { frame: Frame }) {
  const t = useT(messages);
  const queryClient = useQueryClient();
  const [refused, setRefused] = useState(false);
  const generate = useSend(getGenerateVirtualAccountMutationOptions(), {
    handles: namesRequired,
    onSuccess: (created) => {
      queryClient.setQueryData(virtualAccountQuery().queryKey, created);
    },
  });
  const ask = () =>
    void generate.send({}).then((result) => {
      if (!result.ok && namesRequired(result.error)) setRefused(true);
    });
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    ask();
  });

  if (refused) return <NamesNeeded frame={frame} />;
  if (generate.error) return frame(<ErrorState text={t('wallet.transfer.failed')} onRetry={ask} />);
  return frame(<Waiting text={t('wallet.transfer.generating')} />);
}

function Waiting({ text }: { text: string }) {
  return (
    <div role="status" className="flex flex-col items-center gap-2 text-sm text-slate-600">
      <LoadingBlock />
      {text}
    </div>
  );
}

function NamesNeeded({ frame }: { frame: Frame }) {
  const t = useT(messages);
  return frame(
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-2xl bg-amber-50 px-5 py-6 text-center ring-1 ring-amber-200"
    >
      <UserRound className="size-8 text-amber-800" aria-hidden="true" />
      <p className="font-semibold text-amber-950">{t('wallet.transfer.namesTitle')}</p>
      <p className="text-sm text-amber-900">{t('wallet.transfer.namesText')}</p>
    </div>,
    // `/account/` (the profile) comes from a parallel branch: a plain link until its route is in the route tree.
    <a href="/account/" className={buttonClasses()}>
      {t('wallet.transfer.updateProfile')}
    </a>,
  );
}

function AccountDetails({ account }: { account: VirtualAccount }) {
  const t = useT(messages);
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  async function copy() {
    try {
      await navigator.clipboard.writeText(account.accountNumber);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  }
  return (
    <>
      <p className="text-sm text-slate-700">{t('wallet.transfer.intro')}</p>
      <dl className="mt-4 flex flex-col gap-3 rounded-2xl bg-slate-50 p-4 text-sm ring-1 ring-slate-200">
        <div>
          <dt className="text-slate-600">{t('wallet.transfer.bankName')}</dt>
          <dd className="font-semibold text-slate-900">{account.bankName}</dd>
        </div>
        <div>
          <dt className="text-slate-600">{t('wallet.transfer.accountNumber')}</dt>
          <dd className="flex flex-wrap items-center gap-3">
            <span
              data-testid="account-number"
              className="font-mono text-lg font-semibold tracking-wider text-slate-900 select-all"
            >
              {account.accountNumber}
            </span>
            <Button variant="secondary" size="sm" onClick={() => void copy()}>
              {copied === 'yes' ? (
                <Check className="size-4" aria-hidden="true" />
              ) : (
                <Copy className="size-4" aria-hidden="true" />
              )}
              {t('wallet.transfer.copy')}
            </Button>
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">{t('wallet.transfer.accountName')}</dt>
          <dd className="font-semibold text-slate-900">{account.accountName}</dd>
        </div>
      </dl>
      <p role="status" className="mt-2 min-h-5 text-sm font-medium text-teal-800">
        {copied && t(copied === 'yes' ? 'wallet.transfer.copied' : 'wallet.transfer.copyFailed')}
      </p>
    </>
  );
}
