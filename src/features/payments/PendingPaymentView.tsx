import { CalendarCheck, CreditCard, Lock, LockKeyhole, ShieldCheck, type LucideIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { usePrefersReducedMotion } from '../../lib/reduced-motion';
import { pendingBackdropClasses } from './pending-backdrop';
import { useT } from '../../lib/i18n/translate';
import messages from './messages';

/** Spec: the icons change every 350 ms; the delay notice comes after 15 seconds. */
export const ICON_INTERVAL_MS = 350;
export const DELAY_NOTICE_MS = 15_000;

const icons = [
  { name: 'card', Icon: CreditCard },
  { name: 'lock', Icon: LockKeyhole },
  { name: 'calendar', Icon: CalendarCheck },
  { name: 'shield', Icon: ShieldCheck },
] as const satisfies readonly { name: string; Icon: LucideIcon }[];

/** The icon to show: it moves on every 350 ms, unless the user asked for less motion (then the first stays). */
function useRotatingIcon(): (typeof icons)[number] {
  const [index, setIndex] = useState(0);
  const still = usePrefersReducedMotion();
  useEffect(() => {
    if (still) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % icons.length), ICON_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [still]);
  return (still ? undefined : icons[index]) ?? icons[0];
}

function useDelayNotice(): boolean {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setSlow(true), DELAY_NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return slow;
}

/** While the full-screen view is up, the app behind it can be neither reached by keyboard nor read out. */
function useInertApp(): void {
  useEffect(() => {
    const app = document.getElementById('root');
    if (!app) return;
    app.inert = true;
    return () => {
      app.inert = false;
    };
  }, []);
}

export interface PendingPaymentViewProps {
  /** A free booking: 'We are processing your session booking' and no payment line. */
  free: boolean;
  /** Offered with the delay notice, so that a payment abandoned at the card provider does not trap the user. */
  onChooseAgain?: () => void;
}

/** The pending-payment full-screen view (spec, bookings §2). */
export function PendingPaymentView({ free, onChooseAgain }: PendingPaymentViewProps) {
  const t = useT(messages);
  const icon = useRotatingIcon();
  const slow = useDelayNotice();
  useInertApp();

  return createPortal(
    <div className={`${pendingBackdropClasses} flex items-center justify-center overflow-y-auto px-6 py-10`}>
      <div role="status" aria-live="polite" className="flex max-w-md flex-col items-center text-center">
        <div className="relative flex size-24 items-center justify-center" aria-hidden="true">
          {/* With less motion asked for, the ring pulses in place instead of turning: still visibly at work. */}
          <span
            className="absolute inset-0 rounded-full border-4 border-teal-100 border-t-teal-600 motion-safe:animate-spin motion-reduce:animate-pulse"
            data-testid="pending-ring"
          />
          <icon.Icon className="size-10 text-teal-700" data-testid="pending-icon" data-icon={icon.name} />
        </div>
        <p className="mt-8 text-2xl font-bold tracking-tight text-slate-900">{t('payments.pending.dontClose')}</p>
        <p className="mt-3 text-base text-slate-700">{t(free ? 'payments.pending.free' : 'payments.pending.paid')}</p>
        {slow && (
          <div className="mt-6 flex flex-col items-center gap-3 rounded-2xl bg-amber-50 px-5 py-4 text-sm text-amber-900 ring-1 ring-amber-200">
            <p>
              {t('payments.pending.slow')}{' '}
              <a
                href={window.location.href}
                onClick={(event) => {
                  event.preventDefault();
                  window.location.reload();
                }}
                className="font-semibold text-amber-950 underline underline-offset-4 hover:no-underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-800"
              >
                {t('payments.pending.refresh')}
              </a>
            </p>
            {onChooseAgain && (
              <button
                type="button"
                onClick={onChooseAgain}
                className="font-semibold text-amber-950 underline underline-offset-4 hover:no-underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-800"
              >
                {t('payments.pending.chooseAgain')}
              </button>
            )}
          </div>
        )}
        {!free && (
          <p className="mt-8 inline-flex items-center gap-2 text-sm font-medium text-slate-600">
            <Lock className="size-4 text-teal-700" aria-hidden="true" />
            {t('payments.pending.ssl')}
          </p>
        )}
      </div>
    </div>,
    document.body,
  );
}
