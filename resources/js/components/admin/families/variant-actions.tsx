import { useForm } from '@inertiajs/react';
import { useState } from 'react';

import { optionName, splitNumbers } from '@/components/admin/families/option-value-field';
import { VariantSkuForm } from '@/components/admin/families/variant-sku-form';
import { PostForm } from '@/components/admin/forms/admin-form';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { TextField } from '@/components/ui/text-field';
import { useFormField } from '@/hooks/use-form-field';
import { useT } from '@/lib/i18n';
import { useRoute } from '@/lib/route';
import { type OptionAttribute } from '@/types/admin-families';

type Props = {
  familyId: number;
  /** The family's options as saved, in order. */
  attributes: OptionAttribute[];
  /** Unsaved edits in the family form: these reload the table, so they wait for a save. */
  locked: boolean;
};

/** Adds a new variant: SKU, option values, price and old price in lei, on sale at once or not. */
function AddVariantForm(props: Props) {
  const t = useT();
  const form = useForm({ sku: '', values: {} as Record<string, string>, price: '', old_price: '', is_active: false });
  const field = useFormField(form);

  return (
    <VariantSkuForm
      {...props}
      form={form}
      action="admin.families.variants.store"
      prefix="add"
      sku={field('sku')}
      skuLabel={t('admin.families.variants.sku')}
      title={t('admin.families.add.title')}
      hint={t('admin.families.add.hint')}
      submit={t('admin.families.add.submit')}
      test={{ card: 'add-variant', form: 'add-variant-form', save: 'add-variant-save' }}
    >
      <TextField {...field('price')} label={t('admin.families.variants.price')} inputMode="decimal" required />
      <TextField {...field('old_price')} label={t('admin.families.variants.old_price')} inputMode="decimal" />
      <Checkbox {...field('is_active')} label={t('admin.families.add.active')} className="sm:col-span-2" />
    </VariantSkuForm>
  );
}

const hiddenLabel = (text: string) => <span className="sr-only">{text}</span>;

/** Generates the missing combinations of the values ticked (or numbers typed), off sale, at a starting price. */
function GenerateForm({ familyId, attributes, locked }: Props) {
  const t = useT();
  const route = useRoute();
  const form = useForm({ sku_prefix: '', choices: {} as Record<string, string[]>, price: '' });
  // What is typed for each number option ("43 50 55"); the choices hold it split into numbers.
  const [numbers, setNumbers] = useState<Record<string, string>>({});
  const field = useFormField(form);
  const errors: Partial<Record<string, string>> = form.errors;
  const count = attributes.reduce(
    (total, attribute) => total * (form.data.choices[String(attribute.id)]?.length ?? 0),
    1,
  );
  const tick = (attribute: number, option: string, on: boolean) => {
    const current = form.data.choices[String(attribute)] ?? [];
    form.setData('choices', {
      ...form.data.choices,
      [String(attribute)]: on ? [...current, option] : current.filter((candidate) => candidate !== option),
    });
  };

  return (
    <Card header={t('admin.families.generate.title')} test="generate-variants">
      <PostForm
        test="generate-form"
        className="space-y-4"
        onSubmit={() =>
          form.post(route('admin.families.variants.generate', { family: familyId }), {
            preserveScroll: true,
            onSuccess: () => {
              form.reset();
              setNumbers({});
            },
          })
        }
      >
        <p className="text-sm text-text-muted">{t('admin.families.generate.hint')}</p>
        {attributes.map((attribute) => (
          <fieldset key={attribute.id} className="space-y-2" data-test={`generate-${attribute.code}`}>
            <legend className="mb-1 text-sm font-semibold">{attribute.name}</legend>
            {attribute.type === 'number' && (
              <div className="max-w-sm">
                <TextField
                  name={`choices.${attribute.id}`}
                  label={hiddenLabel(optionName(attribute))}
                  hint={t('admin.families.generate.numbers')}
                  value={numbers[String(attribute.id)] ?? ''}
                  onChange={(text) => {
                    setNumbers({ ...numbers, [String(attribute.id)]: text });
                    form.setData('choices', { ...form.data.choices, [String(attribute.id)]: splitNumbers(text) });
                  }}
                  inputMode="decimal"
                  autoComplete="off"
                />
              </div>
            )}
            <div className="flex flex-wrap gap-x-4 gap-y-2">
              {attribute.options.map((option) => (
                <Checkbox
                  key={option.value}
                  name={`choices.${attribute.id}.${option.value}`}
                  label={
                    <span className="inline-flex items-center gap-1.5">
                      {option.swatch !== null && (
                        <span
                          aria-hidden="true"
                          className="size-4 rounded-full border border-border-strong"
                          style={{ backgroundColor: option.swatch }}
                        />
                      )}
                      {option.label}
                    </span>
                  }
                  value={(form.data.choices[String(attribute.id)] ?? []).includes(option.value)}
                  onChange={(on) => tick(attribute.id, option.value, on)}
                />
              ))}
            </div>
            {errors[`choices.${attribute.id}`] !== undefined && (
              <p className="text-sm text-danger" role="alert" data-test={`error-choices-${attribute.id}`}>
                {errors[`choices.${attribute.id}`]}
              </p>
            )}
          </fieldset>
        ))}
        {errors.choices !== undefined && (
          <p className="text-sm text-danger" role="alert" data-test="error-choices">
            {errors.choices}
          </p>
        )}
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            {...field('sku_prefix')}
            label={t('admin.families.generate.prefix')}
            hint={t('admin.families.generate.prefix_hint')}
            required
            autoCapitalize="characters"
            spellCheck={false}
          />
          <TextField {...field('price')} label={t('admin.families.generate.price')} inputMode="decimal" required />
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" loading={form.processing} disabled={locked || count === 0} test="generate-save">
            {t('admin.families.generate.submit')}
          </Button>
          <span className="text-sm text-text-muted" data-test="generate-count">
            {t('admin.families.generate.count', { count })}
          </span>
        </div>
      </PostForm>
    </Card>
  );
}

/** Attaches an existing product by its SKU, with its option values. */
function AttachForm(props: Props) {
  const t = useT();
  const form = useForm({ sku: '', values: {} as Record<string, string> });
  const field = useFormField(form);

  return (
    <VariantSkuForm
      {...props}
      form={form}
      action="admin.families.variants.attach"
      prefix="attach"
      sku={field('sku')}
      skuName="attach_sku"
      skuLabel={t('admin.families.attach.sku')}
      title={t('admin.families.attach.title')}
      hint={t('admin.families.attach.hint')}
      submit={t('admin.families.attach.submit')}
      test={{ card: 'attach-variant', form: 'attach-form', save: 'attach-save' }}
    />
  );
}

/**
 * The variants table's actions that make or take rows, each its own form under the family form: add a variant,
 * generate the combinations (when the family has options), attach an existing product by SKU.
 */
export function VariantActions(props: Props) {
  const t = useT();

  return (
    <div className="space-y-4">
      {props.locked && (
        <p className="text-sm text-warning" data-test="variant-actions-locked">
          {t('admin.families.variants.dirty')}
        </p>
      )}
      <div className="grid gap-5 xl:grid-cols-2">
        <AddVariantForm {...props} />
        <AttachForm {...props} />
        {props.attributes.length > 0 && <GenerateForm {...props} />}
      </div>
    </div>
  );
}
