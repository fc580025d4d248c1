import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { type ReactNode } from 'react';

export type TabItem = {
  /** A stable kebab-case key: the tab is marked `tab-{key}`, its panel `tab-panel-{key}`. */
  key: string;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
};

type Props = {
  tabs: readonly TabItem[];
  /** Names the tab list for screen readers. */
  label: string;
  /** Controlled: the selected tab's index. */
  selectedIndex?: number;
  onChange?: (index: number) => void;
  defaultIndex?: number;
  className?: string;
};

/** ARIA tabs (Headless UI): arrow keys move between tabs, Home/End jump to the ends, only the active tab is tabbable. */
export function Tabs({ tabs, label, selectedIndex, onChange, defaultIndex = 0, className }: Props) {
  return (
    <TabGroup selectedIndex={selectedIndex} onChange={onChange} defaultIndex={defaultIndex} className={className}>
      <TabList aria-label={label} className="-mb-px flex gap-1 overflow-x-auto border-b border-border">
        {tabs.map((tab) => (
          <Tab
            key={tab.key}
            disabled={tab.disabled}
            data-test={`tab-${tab.key}`}
            className="shrink-0 border-b-2 border-transparent px-4 py-2.5 text-sm font-medium whitespace-nowrap text-text-muted hover:text-text focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none focus-visible:ring-inset disabled:cursor-not-allowed disabled:opacity-50 data-selected:border-accent data-selected:text-text"
          >
            {tab.label}
          </Tab>
        ))}
      </TabList>
      <TabPanels className="pt-4">
        {tabs.map((tab) => (
          <TabPanel key={tab.key} data-test={`tab-panel-${tab.key}`} className="focus-visible:outline-none">
            {tab.content}
          </TabPanel>
        ))}
      </TabPanels>
    </TabGroup>
  );
}
