import type { ButtonHTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';
import { createLink, type LinkComponent } from '@tanstack/react-router';
import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { OFFLINE_BANNER_ID, useOfflineReason } from '../lib/online';
import { Spinner } from './Spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-teal-700 text-white shadow-sm hover:bg-teal-800 focus-visible:outline-teal-700',
  secondary:
    'border border-slate-300 bg-white text-slate-800 shadow-sm hover:bg-slate-50 focus-visible:outline-teal-700',
  ghost: 'text-slate-700 hover:bg-slate-100 focus-visible:outline-teal-700',
  danger: 'bg-rose-700 text-white shadow-sm hover:bg-rose-800 focus-visible:outline-rose-700',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'px-3 py-1.5 text-sm',
  md: 'px-4 py-2.5 text-sm',
  lg: 'px-6 py-3 text-base',
};

export function buttonClasses(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra = ''): string {
  return `inline-flex items-center justify-center gap-2 rounded-xl font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60 ${variants[variant]} ${sizes[size]} ${extra}`;
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /**
   * Shows a spinner and blocks clicks, so a form cannot be sent twice. Given at all (a button of `useSend`), it marks
   * a button that changes something: offline it is disabled and says why (decision 0024).
   */
  busy?: boolean;
  /** Leads to a change without sending itself (opens the dialog that does): disabled offline, as a sending button. */
  changes?: boolean;
  children: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({
  variant = 'primary',
  size = 'md',
  busy,
  changes,
  disabled,
  className = '',
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  const offlineReason = useOfflineReason();
  // Offline: still focusable (aria-disabled), so that the reason is read out with it; a click or a form's Enter does nothing.
  const offline =
    (busy !== undefined || changes) && offlineReason !== undefined
      ? {
          'aria-disabled': true,
          title: offlineReason,
          'aria-describedby': OFFLINE_BANNER_ID,
          onClick: (event: MouseEvent) => event.preventDefault(),
        }
      : {};
  return (
    <button
      type={type}
      className={buttonClasses(variant, size, className)}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...rest}
      {...offline}
    >
      {busy && <Spinner className="size-4" decorative />}
      {children}
    </button>
  );
}

interface ButtonLinkBaseProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

const ButtonAnchor = forwardRef<HTMLAnchorElement, ButtonLinkBaseProps>(function ButtonAnchor(
  { variant = 'primary', size = 'md', className = '', children, ...rest },
  ref,
) {
  return (
    <a ref={ref} className={buttonClasses(variant, size, className)} {...rest}>
      {children}
    </a>
  );
});

const CreatedButtonLink = createLink(ButtonAnchor);

/** A router link that looks like a button (typed `to` like Link). */
export const ButtonLink: LinkComponent<typeof ButtonAnchor> = (props) => (
  <CreatedButtonLink preload="intent" {...props} />
);
