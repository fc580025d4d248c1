import { Link } from '@inertiajs/react';
import { Layers } from 'lucide-react';

import { ConfirmDeleteButton } from '@/components/admin/forms/confirm-delete-button';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { EmptyState } from '@/components/ui/empty-state';
import { Select } from '@/components/ui/select';
import { Table, type TableColumn } from '@/components/ui/table';
import { TextField } from '@/components/ui/text-field';
import { useT } from '@/lib/i18n';
import { useRoute } from '@/lib/route';
import { type OptionAttribute, type VariantInput, type VariantRow } from '@/types/admin-families';

type Props = {
  familyId: number;
  /** The variants as the server sent them (SKU, name, stock, listed). */
  variants: VariantRow[];
  /** The form's values for the same variants, in the same order: what staff edit inline. */
  rows: VariantInput[];
  /** The family's options, in the switcher's order: a column each. */
  attributes: OptionAttribute[];
  /** The form's errors, keyed as Laravel names them (`variants.2.price`, `variants.2.values.7`). */
  errors: Partial<Record<string, string>>;
  onChange: (index: number, patch: Partial<VariantInput>) => void;
  selected: number[];
  onSelect: (ids: number[]) => void;
  /** Unsaved edits in the form: taking a variant out (which reloads the table) waits for a save. */
  locked: boolean;
};

type Line = { index: number; variant: VariantRow; input: VariantInput };

const hiddenLabel = (text: string) => <span className="sr-only">{text}</span>;

/**
 * The family form's variants table: each variant's SKU (and whether it stands for the family in listings), its option
 * values, price, old price and on-sale switch edited inline, its stock linking to the stock page, its own product
 * form (pictures, specs, stock per place) and taking it out of the family. A tick per row chooses what the bulk price
 * change applies to. Scrolls sideways on a phone.
 */
export function VariantsTable({
  familyId,
  variants,
  rows,
  attributes,
  errors,
  onChange,
  selected,
  onSelect,
  locked,
}: Props) {
  const t = useT();
  const route = useRoute();
  const lines: Line[] = variants.flatMap((variant, index) => {
    const input = rows[index];

    return input === undefined ? [] : [{ index, variant, input }];
  });
  const allTicked = variants.length > 0 && variants.every((variant) => selected.includes(variant.id));
  const toggle = (id: number, on: boolean) =>
    onSelect(on ? [...selected, id] : selected.filter((candidate) => candidate !== id));

  const columns: TableColumn<Line>[] = [
    {
      key: 'select',
      header: (
        <Checkbox
          name="variants-select-all"
          label={hiddenLabel(t('admin.families.variants.select_all'))}
          value={allTicked}
          onChange={(on) => onSelect(on ? variants.map((variant) => variant.id) : [])}
        />
      ),
      cell: ({ variant }) => (
        <Checkbox
          name={`variant-select-${variant.id}`}
          label={hiddenLabel(t('admin.families.variants.select', { sku: variant.sku }))}
          value={selected.includes(variant.id)}
          onChange={(on) => toggle(variant.id, on)}
        />
      ),
    },
    {
      key: 'sku',
      header: t('admin.families.variants.sku'),
      wrap: true,
      cell: ({ variant }) => (
        <span className="block min-w-36" data-test={`variant-${variant.sku}`}>
          <span className="block font-semibold">{variant.sku}</span>
          <span className="block text-xs text-text-muted">{variant.name}</span>
          {variant.is_listed && (
            <Badge tone="info" test={`variant-listed-${variant.sku}`}>
              <span title={t('admin.families.variants.listed_hint')}>{t('admin.families.variants.listed')}</span>
            </Badge>
          )}
        </span>
      ),
    },
    ...attributes.map((attribute): TableColumn<Line> => ({
      key: `option-${attribute.id}`,
      header: attribute.name,
      cell: ({ index, variant, input }) => (
        <div className="min-w-32">
          <Select
            name={`variants.${index}.values.${attribute.id}`}
            label={hiddenLabel(`${attribute.name} · ${variant.sku}`)}
            value={input.values[String(attribute.id)] ?? ''}
            onChange={(value) => onChange(index, { values: { ...input.values, [String(attribute.id)]: value } })}
            options={attribute.options.map((option) => ({ value: option.value, label: option.label }))}
            placeholder={t('admin.families.form.choose')}
            error={errors[`variants.${index}.values.${attribute.id}`] ?? errors[`variants.${index}.values`]}
          />
        </div>
      ),
    })),
    {
      key: 'price',
      header: t('admin.families.variants.price'),
      cell: ({ index, variant, input }) => (
        <div className="w-32">
          <TextField
            name={`variants.${index}.price`}
            label={hiddenLabel(`${t('admin.families.variants.price')} · ${variant.sku}`)}
            value={input.price}
            onChange={(price) => onChange(index, { price })}
            inputMode="decimal"
            error={errors[`variants.${index}.price`]}
          />
        </div>
      ),
    },
    {
      key: 'old-price',
      header: t('admin.families.variants.old_price'),
      cell: ({ index, variant, input }) => (
        <div className="w-32">
          <TextField
            name={`variants.${index}.old_price`}
            label={hiddenLabel(`${t('admin.families.variants.old_price')} · ${variant.sku}`)}
            value={input.old_price}
            onChange={(oldPrice) => onChange(index, { old_price: oldPrice })}
            inputMode="decimal"
            error={errors[`variants.${index}.old_price`]}
          />
        </div>
      ),
    },
    {
      key: 'stock',
      header: t('admin.families.variants.stock'),
      align: 'end',
      cell: ({ variant }) => (
        <Link
          href={route('admin.products.stock.edit', { product: variant.id })}
          className={`rounded-sm font-semibold hover:underline ${variant.stock > 0 ? 'text-text' : 'text-danger'}`}
          aria-label={t('admin.families.variants.stock_label', { sku: variant.sku })}
          data-test={`variant-stock-${variant.sku}`}
        >
          {variant.stock}
        </Link>
      ),
    },
    {
      key: 'active',
      header: t('admin.families.variants.active'),
      cell: ({ index, variant, input }) => (
        <Checkbox
          name={`variants.${index}.is_active`}
          label={hiddenLabel(`${t('admin.families.variants.active')} · ${variant.sku}`)}
          value={input.is_active}
          onChange={(on) => onChange(index, { is_active: on })}
        />
      ),
    },
  ];

  return (
    <Table
      columns={columns}
      rows={lines}
      rowKey={({ variant }) => variant.id}
      caption={t('admin.families.variants.caption')}
      captionHidden
      test="variants-table"
      empty={
        <EmptyState
          icon={Layers}
          title={t('admin.families.variants.empty')}
          text={t('admin.families.variants.empty_text')}
        />
      }
      rowActions={{
        header: <span className="sr-only">{t('admin.families.variants.edit')}</span>,
        cell: ({ variant }) => (
          <>
            <Button
              variant="secondary"
              size="sm"
              href={route('admin.products.edit', { product: variant.id })}
              aria-label={t('admin.families.variants.edit_label', { sku: variant.sku })}
              test={`variant-edit-${variant.sku}`}
            >
              {t('admin.families.variants.edit')}
            </Button>
            {!locked && (
              <ConfirmDeleteButton
                url={route('admin.families.variants.destroy', { family: familyId, product: variant.id })}
                name={variant.sku}
                test={`variant-remove-${variant.sku}`}
                title={t('admin.families.variants.remove_title', { sku: variant.sku })}
                text={t('admin.families.variants.remove_text')}
              />
            )}
          </>
        ),
      }}
    />
  );
}
