import { type CompareRow, type CompareSection } from '@/types/compare';

/** Whether the products differ on a spec (a missing value differs from any given one). */
export function rowDiffers(row: CompareRow): boolean {
  return new Set(row.values).size > 1;
}

/** The sections to show: all rows, or with "only differences" just the rows that differ (empty sections dropped). */
export function visibleSections(sections: CompareSection[], onlyDifferences: boolean): CompareSection[] {
  if (!onlyDifferences) {
    return sections;
  }

  return sections
    .map((section) => ({ ...section, rows: section.rows.filter(rowDiffers) }))
    .filter((section) => section.rows.length > 0);
}
