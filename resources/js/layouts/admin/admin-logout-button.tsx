import { LogOut } from 'lucide-react';

import { Link } from '@/components/ui/link';
import { useT } from '@/lib/i18n';
import { useRoute } from '@/lib/route';

/** Sign-out as an icon button, at the end of the back office's bars (the admin top bar, the onboarding header). */
export function AdminLogoutButton({ className }: { className: string }) {
  const t = useT();
  const route = useRoute();

  return (
    <Link
      as="button"
      method="post"
      href={route('logout')}
      title={t('admin.topbar.logout')}
      aria-label={t('admin.topbar.logout')}
      data-test="admin-logout"
      className={className}
    >
      <LogOut className="size-5" aria-hidden="true" />
    </Link>
  );
}
