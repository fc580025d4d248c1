import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';

export type TabItem = {
  /** A stable kebab-case key: the tab is marked `tab-{key}`, its panel `tab-panel-{key}` (unless `test` / `panelTest`). */
  key: string;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
  /** The tab's data-test mark, when a page names it its own way. */
  test?: string;
  /** The panel's data-test mark. */
  panelTest?: string;
};

type Props = {
  tabs: readonly TabItem[];
  /** Names the tab list for screen readers. */
  label: string;
  /** Controlled: the selected tab's index. */
  selectedIndex?: number;
  onChange?: (index: number) => void;
  defaultIndex?: number;
  /** `underline` (default): tabs on a rule; `pills`: rounded buttons, the chosen one filled. */
  variant?: 'underline' | 'pills';
  /** Beside the tab list, on its row (e.g. a switch that applies to every panel). */
  aside?: ReactNode;
  className?: string;
};

const tabStyles = {
  underline:
    'border-b-2 border-transparent px-4 py-2.5 text-text-muted hover:text-text focus-visible:ring-inset aria-selected:border-accent aria-selected:text-text',
  pills:
    'rounded-full border border-border-strong px-4 py-1.5 text-text-soft hover:border-accent aria-selected:border-accent aria-selected:bg-accent aria-selected:text-white',
} as const;

const listStyles = {
  underline: '-mb-px flex gap-1 overflow-x-auto border-b border-border',
  pills: 'flex max-w-full gap-2 overflow-x-auto pb-1',
} as const;

/** The next enabled tab from `from` in `step` direction (wrapping), or `from` when every other one is disabled. */
function nextEnabled(tabs: readonly TabItem[], from: number, step: 1 | -1): number {
  for (let moved = 1; moved <= tabs.length; moved++) {
    const index = (((from + step * moved) % tabs.length) + tabs.length) % tabs.length;
    if (!tabs[index]!.disabled) return index;
  }

  return from;
}

/**
 * ARIA tabs (the WAI-ARIA tabs pattern, automatic activation): arrow keys move to the next or previous tab and show
 * it, Home/End jump to the ends, only the chosen tab is in the Tab order, then its panel. Only the chosen panel's
 * content is rendered; the others stay in the page as empty hidden panels the tabs point at.
 */
export function Tabs({
  tabs,
  label,
  selectedIndex,
  onChange,
  defaultIndex = 0,
  variant = 'underline',
  aside,
  className,
}: Props) {
  const id = useId();
  const [ownIndex, setOwnIndex] = useState(defaultIndex);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const chosen = Math.min(Math.max(selectedIndex ?? ownIndex, 0), Math.max(tabs.length - 1, 0));

  const choose = (index: number, focus = false) => {
    if (focus) buttons.current[index]?.focus();
    if (index === chosen) return;
    if (selectedIndex === undefined) setOwnIndex(index);
    onChange?.(index);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, () => number> = {
      ArrowRight: () => nextEnabled(tabs, chosen, 1),
      ArrowLeft: () => nextEnabled(tabs, chosen, -1),
      Home: () => nextEnabled(tabs, -1, 1),
      End: () => nextEnabled(tabs, tabs.length, -1),
    };
    const move = moves[event.key];
    if (move === undefined) return;
    event.preventDefault();
    choose(move(), true);
  };

  const list = (
    <div role="tablist" aria-label={label} className={listStyles[variant]} onKeyDown={onKeyDown}>
      {tabs.map((tab, index) => (
        <button
          key={tab.key}
          ref={(button) => {
            buttons.current[index] = button;
          }}
          type="button"
          role="tab"
          id={`${id}-tab-${index}`}
          aria-selected={index === chosen}
          aria-controls={`${id}-panel-${index}`}
          tabIndex={index === chosen ? 0 : -1}
          disabled={tab.disabled}
          data-test={tab.test ?? `tab-${tab.key}`}
          onClick={() => choose(index)}
          className={`shrink-0 text-sm font-medium whitespace-nowrap focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-50 ${tabStyles[variant]}`}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );

  return (
    <div className={className}>
      {aside === undefined ? (
        list
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-3">
          {list}
          {aside}
        </div>
      )}
      <div className={variant === 'pills' ? 'mt-4' : 'pt-4'}>
        {tabs.map((tab, index) => (
          <div
            key={tab.key}
            role="tabpanel"
            id={`${id}-panel-${index}`}
            aria-labelledby={`${id}-tab-${index}`}
            tabIndex={index === chosen ? 0 : -1}
            hidden={index !== chosen}
            data-test={tab.panelTest ?? `tab-panel-${tab.key}`}
            className="focus-visible:outline-none"
          >
            {index === chosen && tab.content}
          </div>
        ))}
      </div>
    </div>
  );
}
