import { ProductPicker } from '@/components/admin/promotions/product-picker';
import { Checkbox } from '@/components/ui/checkbox';
import { RadioGroup } from '@/components/ui/radio-group';
import { type BoundField } from '@/hooks/use-form-field';
import { useT } from '@/lib/i18n';
import { type PickedProduct } from '@/types/admin-marketing';
import { type PromoChoices, type PromoScope } from '@/types/admin-promo-codes';

type Props = {
  scope: BoundField<PromoScope>;
  ids: number[];
  onIds: (ids: number[]) => void;
  products: PickedProduct[];
  onProducts: (products: PickedProduct[]) => void;
  choices: PromoChoices;
  error?: string;
};

/**
 * What a rule reaches: the whole cart, or chosen categories (a category reaches its subcategories), brands or
 * products (the promotions' product picker).
 */
export function PromoScopeFields({ scope, ids, onIds, products, onProducts, choices, error }: Props) {
  const t = useT();
  const toggle = (id: number, on: boolean) => onIds(on ? [...ids, id] : ids.filter((other) => other !== id));
  const list =
    scope.value === 'categories'
      ? choices.categories.map((category) => ({ id: category.id, name: category.name, depth: category.depth }))
      : choices.brands.map((brand) => ({ id: brand.id, name: brand.name, depth: 0 }));

  return (
    <div className="space-y-4">
      <RadioGroup
        {...scope}
        label={t('admin.promo_codes.field.scope')}
        inline
        options={(['cart', 'categories', 'brands', 'products'] as const).map((value) => ({
          value,
          label: t(`admin.promo_codes.scope.${value}`),
        }))}
      />
      {scope.value === 'products' && <ProductPicker products={products} onChange={onProducts} error={error} />}
      {(scope.value === 'categories' || scope.value === 'brands') && (
        <fieldset
          className="max-h-72 overflow-y-auto rounded-control border border-border p-3"
          data-test="promo-scope-list"
        >
          <legend className="sr-only">{t(`admin.promo_codes.scope.${scope.value}`)}</legend>
          {error !== undefined && <p className="mb-2 text-sm text-danger">{error}</p>}
          <div className="gap-6 space-y-2 sm:columns-2">
            {list.map((item) => (
              <Checkbox
                key={item.id}
                name={`scope_ids.${item.id}`}
                label={item.name}
                value={ids.includes(item.id)}
                onChange={(on) => toggle(item.id, on)}
                className={`break-inside-avoid ${item.depth === 1 ? 'ps-4' : item.depth >= 2 ? 'ps-8' : ''}`}
              />
            ))}
          </div>
        </fieldset>
      )}
    </div>
  );
}
