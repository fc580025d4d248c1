import { type ReactNode, useState } from 'react';

import { AdminForm } from '@/components/admin/forms/admin-form';
import { SlugField, SortField } from '@/components/admin/forms/common-fields';
import { TranslatedFields } from '@/components/admin/forms/translated-fields';
import { PeriodFields } from '@/components/admin/marketing/period-fields';
import { DiscountFields } from '@/components/admin/promotions/discount-fields';
import { ProductPicker } from '@/components/admin/promotions/product-picker';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { ImageField } from '@/components/ui/image-field';
import { useAccountForm } from '@/hooks/use-account-form';
import { useFormField } from '@/hooks/use-form-field';
import { useTranslatedField } from '@/hooks/use-translated-field';
import AdminLayout from '@/layouts/admin-layout';
import { useT } from '@/lib/i18n';
import { useRoute } from '@/lib/route';
import {
  type AdminPromotion,
  type PickedProduct,
  type PromotionDiscountType,
  type Translated,
} from '@/types/admin-marketing';

type Props = { promotion: AdminPromotion | null };

type Form = {
  slug: string;
  title: Translated;
  summary: Translated;
  description: Translated;
  terms: Translated;
  banner: File | null;
  starts_at: string;
  ends_at: string;
  is_published: boolean;
  sort: string;
  discount_type: PromotionDiscountType;
  discount_value: string;
  product_ids: number[];
  _method?: 'put';
};

/**
 * Creating or editing a promotion: its page's texts, address, period, banner, price and products. The form starts
 * again from what was saved once the saved promotion comes back (a new one's page, an address made from the title).
 */
export default function PromotionForm({ promotion }: Props) {
  return (
    <PromotionFields key={promotion === null ? 'new' : `${promotion.id}:${promotion.slug}`} promotion={promotion} />
  );
}

function PromotionFields({ promotion }: Props) {
  const t = useT();
  const route = useRoute();
  const empty = { ro: '', ru: '' };
  const [products, setProducts] = useState<PickedProduct[]>(promotion?.products ?? []);
  const form = useAccountForm<Form>({
    slug: promotion?.slug ?? '',
    title: promotion?.title ?? empty,
    summary: promotion?.summary ?? empty,
    description: promotion?.description ?? empty,
    terms: promotion?.terms ?? empty,
    banner: null,
    starts_at: promotion?.starts_at ?? '',
    ends_at: promotion?.ends_at ?? '',
    is_published: promotion?.is_published ?? true,
    sort: String(promotion?.sort ?? 0),
    discount_type: promotion?.discount_type ?? 'none',
    discount_value: promotion?.discount_value === null || promotion === null ? '' : String(promotion.discount_value),
    product_ids: promotion?.products.map((product) => product.id) ?? [],
    ...(promotion === null ? {} : { _method: 'put' as const }),
  });
  const field = useFormField(form);
  const translated = useTranslatedField(form);
  const errors = form.errors as Partial<Record<string, string>>;

  const pick = (next: PickedProduct[]) => {
    setProducts(next);
    form.setData(
      'product_ids',
      next.map((product) => product.id),
    );
  };
  const submit = () => {
    const url =
      promotion === null
        ? route('admin.promotions.store')
        : route('admin.promotions.update', { promotion: promotion.id });
    form.post(url, { forceFormData: true, preserveScroll: true });
  };

  return (
    <AdminForm
      title={promotion === null ? t('admin.promotions.create') : t('admin.promotions.edit')}
      actions={
        promotion !== null && (
          <Button variant="ghost" href={promotion.url} target="_blank" rel="noopener">
            {t('admin.promotions.open_page')}
          </Button>
        )
      }
      onSubmit={submit}
      processing={form.processing}
      saveTest="promotion-save"
      back={route('admin.promotions.index')}
      test="promotion-form"
    >
      <Card header={t('admin.promotions.section.texts')}>
        <div className="space-y-4">
          <TranslatedFields label={t('admin.promotions.field.title')} field={translated('title')} required />
          <SlugField
            {...field('slug')}
            label={t('admin.promotions.field.slug')}
            hint={t('admin.content.slug_hint')}
            maxLength={150}
          />
          <TranslatedFields
            label={t('admin.promotions.field.summary')}
            field={translated('summary')}
            kind="text"
            rows={2}
            required
          />
          <TranslatedFields
            label={t('admin.promotions.field.description')}
            field={translated('description')}
            kind="markdown"
            rows={8}
          />
          <TranslatedFields
            label={t('admin.promotions.field.terms')}
            field={translated('terms')}
            kind="markdown"
            rows={6}
          />
        </div>
      </Card>
      <Card header={t('admin.promotions.section.showing')}>
        <div className="space-y-4">
          <PeriodFields starts={field('starts_at')} ends={field('ends_at')} startRequired />
          <ImageField
            {...field('banner')}
            label={t('admin.promotions.field.banner')}
            hint={t('admin.promotions.hint.banner')}
            currentUrl={promotion?.banner_url ?? null}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <SortField {...field('sort')} hint={t('admin.marketing.form.sort_hint')} required />
            <Checkbox {...field('is_published')} label={t('admin.promotions.field.is_published')} className="sm:pt-8" />
          </div>
        </div>
      </Card>
      <Card header={t('admin.promotions.section.price')}>
        <DiscountFields type={field('discount_type')} value={field('discount_value')} />
      </Card>
      <Card header={t('admin.promotions.field.products')}>
        <ProductPicker products={products} onChange={pick} error={errors.product_ids} />
      </Card>
    </AdminForm>
  );
}

PromotionForm.layout = (page: ReactNode) => <AdminLayout>{page}</AdminLayout>;
