import { useForm } from '@inertiajs/react';
import { type KeyboardEvent } from 'react';

import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';
import { useFormField } from '@/hooks/use-form-field';
import { useT } from '@/lib/i18n';
import { useRoute } from '@/lib/route';

type Props = {
  familyId: number;
  /** The ticked variants; none ticked means all of them. */
  selected: number[];
  /** Unsaved edits in the family form: the change waits for a save (it reloads the table). */
  locked: boolean;
  onDone: () => void;
};

type Data = { mode: 'percent' | 'amount'; direction: 'up' | 'down'; value: string };

/**
 * A price change across the family: a percent or an amount in lei, up or down, over the ticked variants or all of
 * them. It sits inside the family form, so it sends itself (Enter in its field applies it, not the form's save).
 */
export function BulkPricePanel({ familyId, selected, locked, onDone }: Props) {
  const t = useT();
  const route = useRoute();
  const form = useForm<Data>({ mode: 'percent', direction: 'down', value: '' });
  const field = useFormField(form);
  const errors: Partial<Record<string, string>> = form.errors;

  const apply = () => {
    if (locked) return;
    form.transform((data) => ({ ...data, ids: selected }));
    form.post(route('admin.families.prices', { family: familyId }), {
      preserveScroll: true,
      onSuccess: () => {
        form.reset('value');
        onDone();
      },
    });
  };
  const enter = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      apply();
    }
  };

  return (
    <div
      className="space-y-3 rounded-control border border-border bg-surface-muted p-4"
      data-test="bulk-price"
      role="group"
      aria-labelledby="bulk-price-title"
      onKeyDown={enter}
    >
      <div>
        <h3 id="bulk-price-title" className="font-semibold">
          {t('admin.families.bulk.title')}
        </h3>
        <p className="text-sm text-text-muted" data-test="bulk-price-scope">
          {selected.length > 0
            ? t('admin.families.bulk.scope_selected', { count: selected.length })
            : t('admin.families.bulk.scope_all')}
        </p>
      </div>
      <div className="grid gap-3 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-start">
        <Select
          {...field('mode')}
          name="bulk_mode"
          label={t('admin.families.bulk.mode')}
          options={[
            { value: 'percent' as const, label: t('admin.families.bulk.percent') },
            { value: 'amount' as const, label: t('admin.families.bulk.amount') },
          ]}
          error={errors.mode}
        />
        <Select
          {...field('direction')}
          name="bulk_direction"
          label={t('admin.families.bulk.direction')}
          options={[
            { value: 'down' as const, label: t('admin.families.bulk.down') },
            { value: 'up' as const, label: t('admin.families.bulk.up') },
          ]}
          error={errors.direction}
        />
        <TextField
          {...field('value')}
          name="bulk_value"
          label={t('admin.families.bulk.value')}
          inputMode="decimal"
          error={errors.value ?? errors.ids}
        />
        <Button
          variant="secondary"
          className="sm:mt-7"
          onClick={apply}
          loading={form.processing}
          disabled={locked}
          test="bulk-price-apply"
        >
          {t('admin.families.bulk.apply')}
        </Button>
      </div>
      <p className="text-xs text-text-muted">{t('admin.families.bulk.hint')}</p>
    </div>
  );
}
