import { router } from '@inertiajs/react';
import { Layers } from 'lucide-react';
import { useState } from 'react';

import { OptionValueField, optionName } from '@/components/admin/families/option-value-field';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Link } from '@/components/ui/link';
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

/** Takes a variant out of its family after asking: it stays a product of its own. */
function RemoveVariant({ familyId, variant }: { familyId: number; variant: VariantRow }) {
  const t = useT();
  const route = useRoute();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const test = `variant-remove-${variant.sku}`;

  return (
    <>
      <Button variant="link" size="sm" onClick={() => setOpen(true)} test={test}>
        {t('admin.families.variants.remove')}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('admin.families.variants.remove_title', { sku: variant.sku })}
        description={t('admin.families.variants.remove_text')}
        size="sm"
        test={`${test}-dialog`}
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {t('admin.delete.cancel')}
            </Button>
            <Button
              variant="danger"
              loading={busy}
              test={`${test}-confirm`}
              onClick={() =>
                router.delete(route('admin.families.variants.destroy', { family: familyId, product: variant.id }), {
                  preserveScroll: true,
                  onStart: () => setBusy(true),
                  onFinish: () => {
                    setBusy(false);
                    setOpen(false);
                  },
                })
              }
            >
              {t('admin.families.variants.remove')}
            </Button>
          </>
        }
      />
    </>
  );
}

/**
 * The family form's variants table: each variant's SKU (and whether it stands for the family in listings), its option
 * values (chosen, or typed for a number option such as a TV's diagonal), price, old price and on-sale switch edited inline, its stock linking to the stock page, its own product
 * form (pictures, specs, stock per place) and taking it out of the family. A tick per row chooses what the bulk price
 * change applies to. The SKU links to the variant's own product form. Scrolls sideways on a phone.
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
      cell: ({ variant }) => (
        <span className="block w-40 whitespace-normal" data-test={`variant-${variant.sku}`}>
          <Link
            href={route('admin.products.edit', { product: variant.id })}
            className="block rounded-sm font-semibold text-accent-text hover:underline focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none"
            aria-label={t('admin.families.variants.edit_label', { sku: variant.sku })}
            title={t('admin.families.variants.edit')}
            data-test={`variant-edit-${variant.sku}`}
          >
            {variant.sku}
          </Link>
          <span className="block text-xs text-text-muted">{variant.name}</span>
          <span className="mt-1 flex flex-wrap items-center gap-2">
            {variant.is_listed && (
              <Badge tone="info" test={`variant-listed-${variant.sku}`}>
                <span title={t('admin.families.variants.listed_hint')}>{t('admin.families.variants.listed')}</span>
              </Badge>
            )}
            {!locked && <RemoveVariant familyId={familyId} variant={variant} />}
          </span>
        </span>
      ),
    },
    ...attributes.map((attribute): TableColumn<Line> => ({
      key: `option-${attribute.id}`,
      header: optionName(attribute),
      cell: ({ index, variant, input }) => (
        <div className={attribute.type === 'number' ? 'w-24' : 'min-w-28'}>
          <OptionValueField
            attribute={attribute}
            name={`variants.${index}.values.${attribute.id}`}
            label={hiddenLabel(`${optionName(attribute)} · ${variant.sku}`)}
            value={input.values[String(attribute.id)] ?? ''}
            onChange={(value) => onChange(index, { values: { ...input.values, [String(attribute.id)]: value } })}
            error={errors[`variants.${index}.values.${attribute.id}`] ?? errors[`variants.${index}.values`]}
          />
        </div>
      ),
    })),
    {
      key: 'price',
      header: t('admin.families.variants.price'),
      cell: ({ index, variant, input }) => (
        <div className="w-28 space-y-1.5">
          <TextField
            name={`variants.${index}.price`}
            label={hiddenLabel(`${t('admin.families.variants.price')} · ${variant.sku}`)}
            value={input.price}
            onChange={(price) => onChange(index, { price })}
            inputMode="decimal"
            error={errors[`variants.${index}.price`]}
          />
          <TextField
            name={`variants.${index}.old_price`}
            label={hiddenLabel(`${t('admin.families.variants.old_price')} · ${variant.sku}`)}
            value={input.old_price}
            onChange={(oldPrice) => onChange(index, { old_price: oldPrice })}
            placeholder={t('admin.families.variants.old_placeholder')}
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
    />
  );
}
