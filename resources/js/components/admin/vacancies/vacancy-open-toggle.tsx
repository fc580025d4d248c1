import { useForm } from '@inertiajs/react';

import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n';
import { useRoute } from '@/lib/route';
import { type VacancyRow } from '@/types/admin-content';

/** Close an open vacancy (it leaves the careers page, its applications stay) or reopen a closed one. */
export function VacancyOpenToggle({ vacancy }: { vacancy: VacancyRow }) {
  const t = useT();
  const route = useRoute();
  const form = useForm({ open: !vacancy.is_open });

  return (
    <Button
      size="sm"
      variant="secondary"
      loading={form.processing}
      test={`vacancy-toggle-${vacancy.slug}`}
      onClick={() => form.put(route('admin.vacancies.status', { vacancy: vacancy.id }), { preserveScroll: true })}
    >
      {vacancy.is_open ? t('admin.vacancies.close') : t('admin.vacancies.open')}
    </Button>
  );
}
