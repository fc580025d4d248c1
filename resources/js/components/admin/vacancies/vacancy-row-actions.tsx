import { useForm } from '@inertiajs/react';

import { ConfirmDeleteButton } from '@/components/admin/forms/confirm-delete-button';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n';
import { useRoute } from '@/lib/route';
import { type VacancyRow } from '@/types/admin-content';

/** Close or reopen a vacancy; delete it only while nobody applied (else closing is the way). */
export function VacancyRowActions({ vacancy }: { vacancy: VacancyRow }) {
  const t = useT();
  const route = useRoute();
  const form = useForm({ open: !vacancy.is_open });

  return (
    <div className="flex flex-wrap gap-2">
      <Button
        size="sm"
        variant="secondary"
        loading={form.processing}
        test={`vacancy-toggle-${vacancy.slug}`}
        onClick={() => form.put(route('admin.vacancies.status', { vacancy: vacancy.id }), { preserveScroll: true })}
      >
        {vacancy.is_open ? t('admin.vacancies.close') : t('admin.vacancies.open')}
      </Button>
      {vacancy.applications === 0 && (
        <ConfirmDeleteButton
          url={route('admin.vacancies.destroy', { vacancy: vacancy.id })}
          name={vacancy.title}
          test={`vacancy-delete-${vacancy.slug}`}
        />
      )}
    </div>
  );
}
