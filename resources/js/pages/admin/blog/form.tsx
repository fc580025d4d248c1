import { useForm, usePage } from '@inertiajs/react';
import { type ReactNode } from 'react';

import { ProductPicker } from '@/components/admin/blog/product-picker';
import { TagPicker } from '@/components/admin/blog/tag-picker';
import { AdminForm } from '@/components/admin/forms/admin-form';
import { ConfirmDeleteButton } from '@/components/admin/forms/confirm-delete-button';
import { TranslatedFields } from '@/components/admin/forms/translated-fields';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { ImageField } from '@/components/ui/image-field';
import { RadioGroup } from '@/components/ui/radio-group';
import { Select } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';
import { useFormField } from '@/hooks/use-form-field';
import { useTranslatedField } from '@/hooks/use-translated-field';
import AdminLayout from '@/layouts/admin-layout';
import { useT } from '@/lib/i18n';
import { useRoute } from '@/lib/route';
import {
  type BlogCategoryOption,
  type BlogPostStatus,
  type BlogPostValues,
  type BlogTagValue,
  type ProductPick,
  type Texts,
} from '@/types/admin-content';

type Props = {
  post: BlogPostValues | null;
  categories: BlogCategoryOption[];
  tags: { id: number; name: Texts }[];
  timezone: string;
};

type Values = {
  title: Texts;
  excerpt: Texts;
  body: Texts;
  slug: string;
  blog_category_id: string;
  status: BlogPostStatus;
  publish_at: string;
  tags: BlogTagValue[];
  products: ProductPick[];
  cover: File | null;
  remove_cover: boolean;
};

const empty: Texts = { ro: '', ru: '' };

/** Writing or editing a blog post: texts in both languages (the body in Markdown, with a preview), status, cover, tags, products. */
export default function AdminBlogFormPage({ post, categories, tags, timezone }: Props) {
  const t = useT();
  const route = useRoute();
  const { locale } = usePage().props;
  const form = useForm<Values>({
    title: post?.title ?? empty,
    excerpt: post?.excerpt ?? empty,
    body: post?.body ?? empty,
    slug: post?.slug ?? '',
    blog_category_id: post === null ? '' : String(post.blog_category_id),
    status: post?.status ?? 'draft',
    publish_at: post?.publish_at ?? '',
    tags: post?.tags ?? [],
    products: post?.products ?? [],
    cover: null,
    remove_cover: false,
  });
  const field = useFormField(form);
  const translated = useTranslatedField(form);
  const errors: Partial<Record<string, string>> = form.errors;

  const submit = () => {
    form.transform((data) => ({
      ...data,
      products: data.products.map((product) => product.id),
      publish_at: data.status === 'scheduled' ? data.publish_at : '',
      ...(post === null ? {} : { _method: 'put' }),
    }));
    form.post(post === null ? route('admin.blog.store') : route('admin.blog.update', { blogPost: post.id }), {
      forceFormData: true,
      preserveScroll: true,
      onSuccess: () => form.setData((data) => ({ ...data, cover: null, remove_cover: false })),
    });
  };

  return (
    <AdminForm
      title={post === null ? t('admin.blog.new') : t('admin.blog.edit')}
      intro={post?.title.ro}
      actions={
        <>
          {post !== null && post.url !== null && (
            <Button href={post.url} variant="link" test="post-view">
              {t('admin.content.view')}
            </Button>
          )}
          {post !== null && (
            <ConfirmDeleteButton
              url={route('admin.blog.destroy', { blogPost: post.id })}
              name={post.title.ro}
              test="post-delete"
            />
          )}
        </>
      }
      onSubmit={submit}
      processing={form.processing}
      saveTest="post-save"
      back={route('admin.blog.index')}
    >
      <Card header={t('admin.blog.section.texts')}>
        <div className="space-y-4 p-4 sm:p-5">
          <TranslatedFields required field={translated('title')} label={t('admin.content.field.title')} />
          <TranslatedFields
            required
            field={translated('excerpt')}
            label={t('admin.blog.field.excerpt')}
            kind="text"
            rows={3}
          />
          <TranslatedFields required field={translated('body')} label={t('admin.content.field.body')} kind="markdown" />
        </div>
      </Card>
      <Card header={t('admin.blog.section.publishing')}>
        <div className="grid gap-4 p-4 sm:p-5 md:grid-cols-2">
          <Select<string>
            {...field('blog_category_id')}
            label={t('admin.blog.field.category')}
            placeholder={t('admin.content.choose')}
            options={categories.map((category) => ({ value: String(category.id), label: category.name[locale] }))}
            required
          />
          <TextField {...field('slug')} label={t('admin.content.field.slug')} hint={t('admin.content.slug_hint')} />
          <RadioGroup
            {...field('status')}
            label={t('admin.blog.field.status')}
            options={(['draft', 'scheduled', 'published'] as const).map((status) => ({
              value: status,
              label: t(`admin.blog.status_choice.${status}`),
            }))}
          />
          {form.data.status === 'scheduled' && (
            <TextField
              {...field('publish_at')}
              type="datetime-local"
              label={t('admin.blog.field.publish_at')}
              hint={t('admin.blog.publish_at_hint', { zone: timezone })}
              required
            />
          )}
        </div>
      </Card>
      <Card header={t('admin.blog.field.cover')}>
        <div className="space-y-3 p-4 sm:p-5">
          <ImageField
            name="cover"
            label={t('admin.blog.field.cover')}
            currentUrl={form.data.remove_cover ? undefined : (post?.cover_url ?? undefined)}
            value={form.data.cover}
            onChange={(file: File | null) => form.setData((data) => ({ ...data, cover: file }))}
            error={errors.cover}
            hint={t('admin.blog.cover_hint')}
          />
          {post !== null && post.cover_url !== null && (
            <Checkbox {...field('remove_cover')} label={t('admin.blog.remove_cover')} />
          )}
        </div>
      </Card>
      <Card header={t('admin.blog.section.links')}>
        <div className="space-y-6 p-4 sm:p-5">
          <TagPicker
            value={form.data.tags}
            onChange={(next) => form.setData((data) => ({ ...data, tags: next }))}
            tags={tags}
            errors={errors}
            locale={locale === 'ru' ? 'ru' : 'ro'}
          />
          <ProductPicker
            value={form.data.products}
            onChange={(next) => form.setData((data) => ({ ...data, products: next }))}
            error={Object.entries(errors).find(([key]) => key.startsWith('products'))?.[1]}
          />
        </div>
      </Card>
    </AdminForm>
  );
}

AdminBlogFormPage.layout = (page: ReactNode) => <AdminLayout>{page}</AdminLayout>;
