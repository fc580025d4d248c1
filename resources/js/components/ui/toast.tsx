import { CircleCheck, X } from 'lucide-react';
import { useEffect } from 'react';

import { Link } from '@/components/ui/link';
import { useT } from '@/lib/i18n';

type Props = {
  /** The message on screen, or null; its `id` restarts the timer when the same text comes again. */
  message: { id: number; text: string; action?: { href: string; label: string } } | null;
  onClose: () => void;
  /** How long a message stays, in milliseconds. */
  duration?: number;
  /** The `data-test` mark. */
  test?: string;
};

/**
 * A short confirmation at the bottom of the screen (above the phone's bottom bar), read out politely: the live
 * region is always in the page, so a screen reader hears each new text put into it (and only the text, not the
 * buttons). The box hides itself after a few seconds; its link and close button are reachable by keyboard meanwhile.
 */
export function Toast({ message, onClose, duration = 5000, test = 'toast' }: Props) {
  const t = useT();
  const id = message?.id;

  useEffect(() => {
    if (id === undefined) {
      return undefined;
    }
    const timer = window.setTimeout(onClose, duration);

    return () => window.clearTimeout(timer);
  }, [id, duration, onClose]);

  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-[calc(5rem+env(safe-area-inset-bottom))] z-50 flex justify-center px-4 sm:bottom-6">
      <p role="status" aria-live="polite" aria-atomic="true" className="sr-only" data-test={`${test}-live`}>
        {message?.text}
      </p>
      {message !== null && (
        <div
          key={message.id}
          data-test={test}
          className="pointer-events-auto flex max-w-md min-w-0 items-center gap-3 rounded-card border border-success-line bg-surface-raised px-4 py-3 text-sm text-text shadow-lg"
        >
          <CircleCheck className="size-5 shrink-0 text-success" aria-hidden="true" />
          <p aria-hidden="true" className="min-w-0 flex-1 break-words">
            {message.text}
          </p>
          {message.action !== undefined && (
            <Link
              href={message.action.href}
              onClick={onClose}
              data-test={`${test}-action`}
              className="shrink-0 font-semibold text-accent-text underline-offset-2 hover:underline"
            >
              {message.action.label}
            </Link>
          )}
          <button
            type="button"
            onClick={onClose}
            aria-label={t('ui.close')}
            data-test={`${test}-close`}
            className="-mr-1 flex size-8 shrink-0 items-center justify-center rounded-full text-text-muted hover:bg-surface-muted hover:text-text focus-visible:outline-2 focus-visible:outline-accent"
          >
            <X className="size-4" aria-hidden="true" />
          </button>
        </div>
      )}
    </div>
  );
}
