import { useForm } from '@inertiajs/react';
import { type ReactNode } from 'react';

import { AdminForm } from '@/components/admin/forms/admin-form';
import { SlugField, SortField } from '@/components/admin/forms/common-fields';
import { TranslatedFields } from '@/components/admin/forms/translated-fields';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Select } from '@/components/ui/select';
import { useFormField } from '@/hooks/use-form-field';
import { useTranslatedField } from '@/hooks/use-translated-field';
import AdminLayout from '@/layouts/admin-layout';
import { useT } from '@/lib/i18n';
import { useRoute } from '@/lib/route';
import { type EmploymentType, type Texts, type VacancyValues } from '@/types/admin-content';

type Values = {
  slug: string;
  title: Texts;
  city: Texts;
  description: Texts;
  requirements: Texts;
  employment_type: EmploymentType | '';
  sort: string;
  is_open: boolean;
};

const empty: Texts = { ro: '', ru: '' };

/** Writing or editing a vacancy: texts in both languages, employment type, order, open or closed. */
export default function AdminVacanciesFormPage({
  vacancy,
  types,
}: {
  vacancy: VacancyValues | null;
  types: EmploymentType[];
}) {
  const t = useT();
  const route = useRoute();
  const form = useForm<Values>({
    slug: vacancy?.slug ?? '',
    title: vacancy?.title ?? empty,
    city: vacancy?.city ?? empty,
    description: vacancy?.description ?? empty,
    requirements: vacancy?.requirements ?? empty,
    employment_type: vacancy?.employment_type ?? '',
    sort: String(vacancy?.sort ?? 0),
    is_open: vacancy?.is_open ?? true,
  });
  const field = useFormField(form);
  const translated = useTranslatedField(form);

  return (
    <AdminForm
      title={vacancy === null ? t('admin.vacancies.new') : t('admin.vacancies.edit')}
      intro={vacancy?.title.ro}
      actions={
        vacancy !== null &&
        vacancy.url !== null && (
          <Button href={vacancy.url} variant="link" test="vacancy-view">
            {t('admin.content.view')}
          </Button>
        )
      }
      onSubmit={() => {
        if (vacancy === null) form.post(route('admin.vacancies.store'), { preserveScroll: true });
        else form.put(route('admin.vacancies.update', { vacancy: vacancy.id }), { preserveScroll: true });
      }}
      processing={form.processing}
      saveTest="vacancy-save"
      back={route('admin.vacancies.index')}
    >
      <Card>
        <div className="space-y-4 p-4 sm:p-5">
          <TranslatedFields required field={translated('title')} label={t('admin.content.field.title')} />
          <TranslatedFields required field={translated('city')} label={t('admin.vacancies.field.city')} />
          <TranslatedFields
            required
            field={translated('description')}
            label={t('admin.vacancies.field.description')}
            kind="text"
            rows={8}
            hint={t('admin.vacancies.description_hint')}
          />
          <TranslatedFields
            required
            field={translated('requirements')}
            label={t('admin.vacancies.field.requirements')}
            kind="text"
            rows={6}
            hint={t('admin.vacancies.requirements_hint')}
          />
          <div className="grid gap-4 md:grid-cols-3">
            <Select
              {...field('employment_type')}
              label={t('admin.vacancies.field.employment_type')}
              placeholder={t('admin.content.choose')}
              options={types.map((type) => ({ value: type, label: t(`careers.type.${type}`) }))}
              required
            />
            <SlugField {...field('slug')} label={t('admin.content.field.slug')} hint={t('admin.content.slug_hint')} />
            <SortField {...field('sort')} />
          </div>
          <Checkbox {...field('is_open')} label={t('admin.vacancies.field.is_open')} />
        </div>
      </Card>
    </AdminForm>
  );
}

AdminVacanciesFormPage.layout = (page: ReactNode) => <AdminLayout>{page}</AdminLayout>;
