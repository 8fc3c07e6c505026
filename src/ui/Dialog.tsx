import { Description, Dialog as HeadlessDialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';

interface DialogProps {
  title: ReactNode;
  description?: ReactNode;
  onClose: () => void;
  children?: ReactNode;
  /** The action buttons, right-aligned (stacked on narrow screens). */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
}

const widths = { sm: 'max-w-sm', md: 'max-w-lg', lg: 'max-w-2xl' };

/**
 * A modal dialog (Headless UI): focus moves in and is trapped, Escape and the close button call onClose, the page
 * behind is inert. It is open while mounted; the modal host mounts it from the URL.
 */
export function Dialog({ title, description, onClose, children, footer, size = 'md' }: DialogProps) {
  const intl = useIntl();
  return (
    <HeadlessDialog open onClose={onClose} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-slate-900/40 backdrop-blur-[2px]" />
      <div className="fixed inset-0 overflow-y-auto">
        <div className="flex min-h-full items-end justify-center p-3 sm:items-center sm:p-6">
          {/* At most the viewport's height: the content scrolls, the title and the actions stay in view (sticky footer). */}
          <DialogPanel
            className={`flex max-h-[calc(100dvh-1.5rem)] w-full ${widths[size]} flex-col rounded-2xl bg-white shadow-xl ring-1 ring-slate-900/5 sm:max-h-[calc(100dvh-3rem)]`}
          >
            <div className="flex shrink-0 items-start justify-between gap-4 px-6 pt-6">
              <DialogTitle className="text-lg font-semibold text-slate-900">{title}</DialogTitle>
              <button
                type="button"
                onClick={onClose}
                className="-m-1.5 rounded-lg p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-teal-700"
              >
                <span className="sr-only">{intl.formatMessage({ id: 'common.close' })}</span>
                <X className="size-5" aria-hidden="true" />
              </button>
            </div>
            <div className={`min-h-0 flex-1 overflow-y-auto px-6 pb-1 ${footer ? '' : 'pb-6'}`}>
              {description && (
                <Description className="mt-2 text-sm leading-6 text-slate-600">{description}</Description>
              )}
              {children && <div className="mt-4">{children}</div>}
            </div>
            {footer && (
              <div
                data-dialog-footer
                className="flex shrink-0 flex-col-reverse gap-3 border-t border-slate-100 px-6 py-4 sm:flex-row sm:justify-end"
              >
                {footer}
              </div>
            )}
          </DialogPanel>
        </div>
      </div>
    </HeadlessDialog>
  );
}
