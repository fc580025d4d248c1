import { LogOut } from 'lucide-react';

import { buttonClasses } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { useT } from '@/lib/i18n';
import { useRoute } from '@/lib/route';

/** Signing out is a POST, so it is a real button (an Inertia link rendered as one), drawn like the kit's. */
export function LogoutButton({ className = '' }: { className?: string }) {
  const t = useT();
  const route = useRoute();

  return (
    <Link
      as="button"
      method="post"
      href={route('logout')}
      data-test="logout"
      className={`${buttonClasses({ variant: 'secondary' })} ${className}`}
    >
      <LogOut className="size-4" aria-hidden="true" />
      {t('account.dashboard.logout')}
    </Link>
  );
}
