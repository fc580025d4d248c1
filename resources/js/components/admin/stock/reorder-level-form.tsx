import { useForm } from '@inertiajs/react';
import { type FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TextField } from '@/components/ui/text-field';
import { useFormField } from '@/hooks/use-form-field';
import { useT } from '@/lib/i18n';
import { route } from '@/lib/route';

export type ReorderLevel = { level: string; default: number };

type Props = { product: number; reorder: ReorderLevel };

/** A product's reorder level on its stock page, where the warehouse (who has no product form) sets it. */
export function ReorderLevelForm({ product, reorder }: Props) {
  const t = useT();
  const form = useForm({ reorder_level: reorder.level });
  const field = useFormField(form);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.put(route('admin.products.stock.reorder', { product }), { preserveScroll: true });
  };

  return (
    <form method="post" onSubmit={submit} noValidate data-test="reorder-level-form">
      <Card
        header={t('admin.products.form.reorder_level')}
        footer={
          <Button type="submit" variant="secondary" loading={form.processing} test="reorder-level-save">
            {t('admin.products.stock.reorder_save')}
          </Button>
        }
      >
        <div className="max-w-xs">
          <TextField
            {...field('reorder_level')}
            label={t('admin.products.form.reorder_level')}
            hint={t('admin.products.form.reorder_level_hint', { default: reorder.default })}
            type="number"
            min={0}
            step={1}
            inputMode="numeric"
          />
        </div>
      </Card>
    </form>
  );
}
