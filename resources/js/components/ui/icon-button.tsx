/** The look of the header's round icon buttons and links, with a visible focus ring. */
export const iconButtonClass =
  'relative flex size-10 shrink-0 items-center justify-center rounded-full text-neutral-700 transition-colors hover:bg-neutral-100 hover:text-neutral-900 focus-visible:outline-2 focus-visible:outline-accent dark:text-neutral-300 dark:hover:bg-neutral-800 dark:hover:text-white';

/** A count badge on an icon button; an empty list shows none (a red "0" reads as an alert). */
export function CountBadge({ count, test }: { count: number; test: string }) {
  if (count <= 0) {
    return null;
  }

  return (
    <span
      aria-hidden="true"
      data-test={test}
      className="absolute -top-0.5 -right-0.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-accent px-1 text-[10px] leading-none font-bold text-white"
    >
      {count}
    </span>
  );
}
