import { type CourierEstimate, type PickupEstimate } from '@/components/products/types';
import { formatWeekday } from '@/lib/format-date';
import { type Translate } from '@/lib/i18n';
import { type Locale } from '@/types/shared';

/** "Livrare mâine" / "Livrare joi, 3 decembrie". */
export function courierText(estimate: CourierEstimate, t: Translate, locale: Locale): string {
  if (estimate.day === 'today') {
    return t('product.delivery.courier_today');
  }

  return estimate.day === 'tomorrow'
    ? t('product.delivery.courier_tomorrow')
    : t('product.delivery.courier_on', { date: formatWeekday(estimate.date, locale) });
}

/** "Ridicare azi de la 15:00" / "Ridicare luni, 7 decembrie, de la 10:00". */
export function pickupText(estimate: PickupEstimate, t: Translate, locale: Locale): string {
  const time = estimate.ready_at.slice(11, 16);
  if (estimate.day === 'today') {
    return t('product.delivery.pickup_today', { time });
  }

  return estimate.day === 'tomorrow'
    ? t('product.delivery.pickup_tomorrow', { time })
    : t('product.delivery.pickup_on', { date: formatWeekday(estimate.ready_at, locale), time });
}
