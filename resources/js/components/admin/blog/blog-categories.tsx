import { useForm, usePage } from '@inertiajs/react';
import { useState } from 'react';

import { SlugField, SortField } from '@/components/admin/forms/common-fields';
import { ConfirmDeleteButton } from '@/components/admin/forms/confirm-delete-button';
import { TranslatedFields } from '@/components/admin/forms/translated-fields';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Dialog } from '@/components/ui/dialog';
import { useFormField } from '@/hooks/use-form-field';
import { useTranslatedField } from '@/hooks/use-translated-field';
import { useT } from '@/lib/i18n';
import { useRoute } from '@/lib/route';
import { type BlogCategoryOption } from '@/types/admin-content';

type Values = { name: { ro: string; ru: string }; slug: string; sort: string };

/** The blog's categories: each with its post count, renaming in a dialog, deleting an empty one, adding one. */
export function BlogCategories({ categories }: { categories: BlogCategoryOption[] }) {
  const t = useT();
  const { locale } = usePage().props;
  const route = useRoute();
  const [editing, setEditing] = useState<BlogCategoryOption | 'new' | null>(null);
  const form = useForm<Values>({ name: { ro: '', ru: '' }, slug: '', sort: '0' });
  const field = useFormField(form);
  const translated = useTranslatedField(form);

  const open = (category: BlogCategoryOption | 'new') => {
    form.clearErrors();
    form.setData(
      category === 'new'
        ? { name: { ro: '', ru: '' }, slug: '', sort: String(categories.length) }
        : { name: category.name, slug: category.slug, sort: String(category.sort) },
    );
    setEditing(category);
  };
  const close = () => setEditing(null);
  const save = () => {
    const options = { preserveScroll: true, onSuccess: close };
    if (editing === 'new') form.post(route('admin.blog.categories.store'), options);
    else if (editing !== null) form.put(route('admin.blog.categories.update', { blogCategory: editing.id }), options);
  };

  return (
    <Card
      header={t('admin.blog.categories')}
      actions={
        <Button size="sm" variant="secondary" onClick={() => open('new')} test="category-new">
          {t('admin.blog.category_new')}
        </Button>
      }
      test="blog-categories"
    >
      <ul className="divide-y divide-border">
        {categories.map((category) => (
          <li
            key={category.id}
            className="flex flex-wrap items-center gap-2 px-4 py-2 sm:px-5"
            data-test="category-row"
          >
            <span className="min-w-0 flex-1 font-medium break-words">{category.name[locale]}</span>
            <span className="text-sm text-text-muted">{t('admin.blog.category_posts', { count: category.posts })}</span>
            <Button size="sm" variant="ghost" onClick={() => open(category)} test={`category-edit-${category.id}`}>
              {t('admin.content.rename')}
            </Button>
            {category.posts === 0 && (
              <ConfirmDeleteButton
                url={route('admin.blog.categories.destroy', { blogCategory: category.id })}
                name={category.name[locale]}
                test={`category-delete-${category.id}`}
              />
            )}
          </li>
        ))}
      </ul>
      <Dialog
        open={editing !== null}
        onClose={close}
        title={editing === 'new' ? t('admin.blog.category_new') : t('admin.blog.category_edit')}
        test="category-dialog"
        footer={
          <>
            <Button variant="secondary" onClick={close}>
              {t('admin.content.cancel')}
            </Button>
            <Button onClick={save} loading={form.processing} test="category-save">
              {t('admin.content.save')}
            </Button>
          </>
        }
      >
        <form
          method="post"
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            save();
          }}
        >
          <TranslatedFields required field={translated('name')} label={t('admin.content.field.name')} />
          <div className="grid gap-4 sm:grid-cols-2">
            <SlugField {...field('slug')} label={t('admin.content.field.slug')} hint={t('admin.content.slug_hint')} />
            <SortField {...field('sort')} />
          </div>
        </form>
      </Dialog>
    </Card>
  );
}
