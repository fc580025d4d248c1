import { usePage } from '@inertiajs/react';
import { type ReactNode } from 'react';

import { AdminPageHeader } from '@/components/admin/admin-page-header';
import AdminLayout from '@/layouts/admin-layout';
import { useT } from '@/lib/i18n';

/** The back office's home. */
export default function DashboardPage() {
  const t = useT();
  const { auth } = usePage().props;

  return (
    <AdminPageHeader
      title={t('admin.dashboard.title')}
      intro={t('admin.dashboard.welcome', { name: auth.user?.name ?? '' })}
    />
  );
}

DashboardPage.layout = (page: ReactNode) => <AdminLayout>{page}</AdminLayout>;
