import { Link } from '@inertiajs/react';
import { LogOut } from 'lucide-react';

import { buttonClass } from '@/components/account/buttons';
import { useT } from '@/lib/i18n';
import { useRoute } from '@/lib/route';

export function LogoutButton({ className = '' }: { className?: string }) {
  const t = useT();
  const route = useRoute();

  return (
    <Link
      as="button"
      method="post"
      href={route('logout')}
      data-test="logout"
      className={`${buttonClass('secondary')} ${className}`}
    >
      <LogOut className="size-4" aria-hidden="true" />
      {t('account.dashboard.logout')}
    </Link>
  );
}
