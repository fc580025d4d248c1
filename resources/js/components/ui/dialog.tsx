import { Dialog as HeadlessDialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { X } from 'lucide-react';
import { type ReactNode } from 'react';

import { useT } from '@/lib/i18n';

const widths = { sm: 'max-w-sm', md: 'max-w-lg', lg: 'max-w-2xl', xl: 'max-w-5xl' } as const;

type Props = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** A line under the title, read with it (aria-describedby). */
  description?: ReactNode;
  /** Buttons at the bottom, right-aligned (stacked on phones). */
  footer?: ReactNode;
  size?: keyof typeof widths;
  /** The panel's `data-test` mark. */
  test?: string;
  children?: ReactNode;
};

/**
 * A modal dialog centred over the page: focus stays inside until it closes, Escape and the backdrop close it, and
 * focus returns to the button that opened it (Headless UI's Dialog).
 */
export function Dialog({ open, onClose, title, description, footer, size = 'md', test, children }: Props) {
  const t = useT();

  return (
    <HeadlessDialog open={open} onClose={onClose} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-black/50" />
      {/* The scrolling layer holds a centring layer at least as tall as the window: a panel taller than the window
          scrolls from its top, where a flex container that scrolled itself would cut the top off out of reach. */}
      <div className="fixed inset-0 overflow-y-auto">
        <div className="flex min-h-full items-end justify-center p-4 sm:items-center">
          <DialogPanel
            data-test={test}
            className={`w-full ${widths[size]} rounded-card border border-border bg-surface-raised text-text shadow-xl`}
          >
            <div className="flex items-start justify-between gap-4 border-b border-border px-5 py-4">
              <div className="min-w-0">
                <DialogTitle className="text-lg font-bold">{title}</DialogTitle>
                {description !== undefined && <p className="mt-1 text-sm text-text-muted">{description}</p>}
              </div>
              <CloseButton label={t('ui.close')} onClose={onClose} test={test} />
            </div>
            {children !== undefined && <div className="px-5 py-4">{children}</div>}
            {footer !== undefined && (
              <div className="flex flex-col-reverse gap-2 border-t border-border px-5 py-4 sm:flex-row sm:justify-end">
                {footer}
              </div>
            )}
          </DialogPanel>
        </div>
      </div>
    </HeadlessDialog>
  );
}

/** The × in a dialog's or drawer's corner, marked `{test}-close` (or `dialog-close`). */
export function CloseButton({
  label,
  onClose,
  test,
}: {
  label: string;
  onClose: () => void;
  test?: string | undefined;
}) {
  return (
    <button
      type="button"
      onClick={onClose}
      aria-label={label}
      data-test={test === undefined ? 'dialog-close' : `${test}-close`}
      className="-m-2 flex size-10 shrink-0 items-center justify-center rounded-control text-text-muted hover:bg-surface-muted hover:text-text focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none"
    >
      <X className="size-5" aria-hidden="true" />
    </button>
  );
}
