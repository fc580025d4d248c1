import { Link } from '@/components/ui/link';

export type LinkTab = {
  key: string;
  label: string;
  count?: number;
  href: string;
  /** The tab's data-test mark (default `tab-{key}`). */
  test?: string;
};

/**
 * A back-office list's tabs: links (keeping the page's other filters in their `href`), each with its count beside it;
 * the current one marked `aria-current="page"`.
 */
export function LinkTabs({
  tabs,
  current,
  label,
  wrap = false,
}: {
  tabs: LinkTab[];
  current: string;
  label: string;
  /** Many tabs: from a tablet up they wrap onto more rows; a phone still scrolls them sideways in their box. */
  wrap?: boolean;
}) {
  return (
    <nav aria-label={label} className="-mx-1 overflow-x-auto">
      <ul
        className={`flex gap-1 border-b border-border px-1 ${wrap ? 'min-w-max sm:min-w-0 sm:flex-wrap' : 'min-w-max'}`}
      >
        {tabs.map((tab) => {
          const selected = tab.key === current;

          return (
            <li key={tab.key}>
              <Link
                href={tab.href}
                preserveScroll
                aria-current={selected ? 'page' : undefined}
                data-test={tab.test ?? `tab-${tab.key}`}
                className={`-mb-px flex items-center gap-2 border-b-2 px-3 py-2 text-sm font-medium whitespace-nowrap focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none ${
                  selected
                    ? 'border-accent text-accent-text'
                    : 'border-transparent text-text-muted hover:border-border-strong hover:text-text'
                }`}
              >
                {tab.label}
                {tab.count !== undefined && (
                  <span className="rounded-full bg-surface-muted px-2 py-0.5 text-xs tabular-nums text-text-muted">
                    {tab.count}
                  </span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
