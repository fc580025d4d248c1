/** Business constants the storefront displays (spec §9). */

/** The office's opening hours, [opens, closes]. */
export const OFFICE_HOURS = {
  weekdays: ['8:00', '18:00'],
  weekend: ['8:00', '16:00'],
} as const;
