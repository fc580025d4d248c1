import { CircleCheck } from 'lucide-react';

/** A confirmation from the server (saved, sent): announced politely to screen readers. */
export function StatusMessage({ message }: { message?: string | null }) {
  if (!message) {
    return null;
  }

  return (
    <p
      role="status"
      data-test="status"
      className="flex items-start gap-2 rounded-lg border border-green-200 bg-green-50 px-3 py-2.5 text-sm text-green-800 dark:border-green-900 dark:bg-green-950 dark:text-green-200"
    >
      <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>{message}</span>
    </p>
  );
}
