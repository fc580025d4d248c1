import { type Translate } from '@/lib/i18n';

/** A CV's size for people: KB under a megabyte, MB with one decimal above (decimal comma in both languages). */
export function fileSize(bytes: number, t: Translate): string {
  if (bytes < 1024 * 1024) {
    return t('admin.applications.size_kb', { size: Math.max(1, Math.round(bytes / 1024)) });
  }

  return t('admin.applications.size_mb', { size: (bytes / 1024 / 1024).toFixed(1).replace('.', ',') });
}
