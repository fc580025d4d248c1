import { buttonClasses } from '@/components/ui/button';
import { useT } from '@/lib/i18n';
import { route } from '@/lib/route';

/** The orders list's way to the couriers' delivery list of a day and a slot (a page to print, or its PDF). */
export function DeliveryListLink() {
  const t = useT();

  return (
    <a
      href={route('admin.documents.delivery-list')}
      target="_blank"
      rel="noopener"
      className={buttonClasses({ variant: 'secondary', size: 'sm' })}
      data-test="delivery-list-link"
    >
      {t('admin.documents.delivery_list')}
    </a>
  );
}
