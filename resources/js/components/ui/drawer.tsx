import { Dialog as HeadlessDialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { type ReactNode } from 'react';

import { CloseButton } from '@/components/ui/dialog';
import { useT } from '@/lib/i18n';

type Props = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** The edge it slides from. */
  side?: 'left' | 'right';
  /** A bar at the bottom (apply, done), always visible while the body scrolls. */
  footer?: ReactNode;
  /** The panel's `data-test` mark. */
  test?: string;
  children?: ReactNode;
};

/** A full-height panel from the side (filters, a menu, an editor): a modal dialog with a scrolling body. */
export function Drawer({ open, onClose, title, side = 'right', footer, test, children }: Props) {
  const t = useT();

  return (
    <HeadlessDialog open={open} onClose={onClose} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-black/50" />
      <DialogPanel
        data-test={test}
        className={`fixed inset-y-0 ${side === 'right' ? 'right-0 border-l' : 'left-0 border-r'} flex w-full max-w-sm flex-col border-border bg-surface-raised text-text shadow-xl`}
      >
        <div className="flex items-center justify-between gap-4 border-b border-border px-4 py-3">
          <DialogTitle className="text-lg font-bold">{title}</DialogTitle>
          <CloseButton label={t('ui.close')} onClose={onClose} test={test} />
        </div>
        <div className="flex-1 overflow-y-auto p-4">{children}</div>
        {footer !== undefined && <div className="border-t border-border p-4">{footer}</div>}
      </DialogPanel>
    </HeadlessDialog>
  );
}
