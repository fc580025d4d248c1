import { useForm } from '@inertiajs/react';
import { type ReactNode } from 'react';

import { AdminForm } from '@/components/admin/forms/admin-form';
import { ConfirmDeleteButton } from '@/components/admin/forms/confirm-delete-button';
import { TranslatedFields } from '@/components/admin/forms/translated-fields';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TextField } from '@/components/ui/text-field';
import { useFormField } from '@/hooks/use-form-field';
import { useTranslatedField } from '@/hooks/use-translated-field';
import AdminLayout from '@/layouts/admin-layout';
import { useT } from '@/lib/i18n';
import { useRoute } from '@/lib/route';
import { type PageValues, type Texts } from '@/types/admin-content';

type Values = { slug: string; title: Texts; intro: Texts; body: Texts };

const empty: Texts = { ro: '', ru: '' };

/** Writing or editing a page shown at /pagina/{slug}: title, a short description and the Markdown body, in both languages. */
export default function AdminPagesFormPage({ page }: { page: PageValues | null }) {
  const t = useT();
  const route = useRoute();
  const form = useForm<Values>({
    slug: page?.slug ?? '',
    title: page?.title ?? empty,
    intro: page?.intro ?? empty,
    body: page?.body ?? empty,
  });
  const field = useFormField(form);
  const translated = useTranslatedField(form);

  return (
    <AdminForm
      title={page === null ? t('admin.pages.new') : t('admin.pages.edit')}
      intro={page?.title.ro}
      actions={
        page !== null && (
          <>
            <Button href={page.url} variant="link" test="page-view">
              {t('admin.content.view')}
            </Button>
            {!page.legal && (
              <ConfirmDeleteButton
                url={route('admin.pages.destroy', { contentPage: page.id })}
                name={page.title.ro}
                test="page-delete"
              />
            )}
          </>
        )
      }
      onSubmit={() => {
        if (page === null) form.post(route('admin.pages.store'), { preserveScroll: true });
        else form.put(route('admin.pages.update', { contentPage: page.id }), { preserveScroll: true });
      }}
      processing={form.processing}
      saveTest="page-save"
      back={route('admin.pages.index')}
    >
      <Card>
        <div className="space-y-4 p-4 sm:p-5">
          <TextField
            {...field('slug')}
            label={t('admin.content.field.slug')}
            hint={t(page?.legal === true ? 'admin.pages.legal_slug' : 'admin.pages.slug_hint')}
            readOnly={page?.legal === true}
          />
          <TranslatedFields required field={translated('title')} label={t('admin.content.field.title')} />
          <TranslatedFields
            required
            field={translated('intro')}
            label={t('admin.pages.field.intro')}
            kind="text"
            rows={2}
          />
          <TranslatedFields
            required
            field={translated('body')}
            label={t('admin.content.field.body')}
            kind="markdown"
            rows={18}
          />
        </div>
      </Card>
    </AdminForm>
  );
}

AdminPagesFormPage.layout = (page: ReactNode) => <AdminLayout>{page}</AdminLayout>;
