import { useForm } from '@inertiajs/react';
import { type FormEvent, type ReactNode } from 'react';

import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { ProductTabs } from '@/components/admin/products/product-tabs';
import { MovementHistory } from '@/components/admin/stock/movement-history';
import { type ReorderLevel, ReorderLevelForm } from '@/components/admin/stock/reorder-level-form';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { TextField } from '@/components/ui/text-field';
import AdminLayout from '@/layouts/admin-layout';
import { useT } from '@/lib/i18n';
import { route } from '@/lib/route';
import { type StockPlace } from '@/types/admin-products';
import { type ListPagination, type ProductMovement } from '@/types/stock-documents';
import { Warehouse } from 'lucide-react';

type Props = {
  product: { id: number; name: string; sku: string; stock: number; is_active: boolean };
  places: StockPlace[];
  can_edit: boolean;
  movements: { rows: ProductMovement[]; pagination: ListPagination };
  reorder: ReorderLevel;
};

/** A product's units on the shelf at each store and the warehouse; only the places changed are written. */
export default function AdminProductsStockPage({ product, places, can_edit, movements, reorder }: Props) {
  const t = useT();
  const shown = Object.fromEntries(places.map((place) => [String(place.id), String(place.quantity)]));
  const form = useForm<{ quantities: Record<string, string> }>({ quantities: shown });
  const errors: Partial<Record<string, string>> = form.errors;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.transform((data) => ({ ...data, shown }));
    form.put(route('admin.products.stock.update', { product: product.id }), { preserveScroll: true });
  };

  return (
    <div className="space-y-5">
      <AdminPageHeader
        title={t('admin.products.stock.title', { sku: product.sku })}
        intro={`${product.name}. ${t('admin.products.stock.intro')}`}
      />
      <ProductTabs product={product.id} current="stock" hidden={can_edit ? [] : ['details', 'images']} />
      {places.length === 0 ? (
        <EmptyState icon={Warehouse} title={t('admin.products.stock.no_places')} />
      ) : (
        <form method="post" onSubmit={submit} noValidate data-test="stock-form">
          <Card
            header={t('admin.products.stock.quantity')}
            actions={
              <span className="text-sm font-semibold" data-test="stock-total">
                {t('admin.products.stock.total', { count: product.stock })}
              </span>
            }
            footer={
              <Button type="submit" loading={form.processing} test="stock-save">
                {t('admin.products.stock.save')}
              </Button>
            }
          >
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {places.map((place) => {
                const key = String(place.id);

                return (
                  <TextField
                    key={place.id}
                    name={`quantities.${key}`}
                    label={`${place.name} · ${t(`admin.products.stock.kind.${place.kind}`)}`}
                    value={form.data.quantities[key] ?? ''}
                    onChange={(value) => {
                      form.setData('quantities', { ...form.data.quantities, [key]: value });
                      if (errors[`quantities.${key}`] !== undefined) form.clearErrors(`quantities.${key}` as never);
                    }}
                    error={errors[`quantities.${key}`]}
                    hint={
                      place.reserved > 0 ? t('admin.products.stock.reserved', { count: place.reserved }) : undefined
                    }
                    type="number"
                    min={0}
                    step={1}
                    inputMode="numeric"
                  />
                );
              })}
            </div>
          </Card>
        </form>
      )}
      <ReorderLevelForm product={product.id} reorder={reorder} />
      <MovementHistory movements={movements} />
    </div>
  );
}

AdminProductsStockPage.layout = (page: ReactNode) => <AdminLayout>{page}</AdminLayout>;
