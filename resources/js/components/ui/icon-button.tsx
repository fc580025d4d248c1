/** The look of the header's round icon buttons and links, with a visible focus ring. */
export const iconButtonClass =
  'relative flex size-10 shrink-0 items-center justify-center rounded-full text-text-soft transition-colors hover:bg-surface-strong hover:text-text focus-visible:outline-2 focus-visible:outline-accent';

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
