import { type FormDataType } from '@inertiajs/core';
import { type InertiaFormProps } from '@inertiajs/react';
import { type ReactNode } from 'react';

import { OptionValueField, optionName } from '@/components/admin/families/option-value-field';
import { PostForm } from '@/components/admin/forms/admin-form';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TextField } from '@/components/ui/text-field';
import { type BoundField } from '@/hooks/use-form-field';
import { type RouteName, useRoute } from '@/lib/route';
import { type OptionAttribute } from '@/types/admin-families';

/** What every variant form that names a variant by its SKU sends: the SKU and its value of each option. */
export type VariantSkuData = { sku: string; values: Record<string, string> };

type Props<TForm extends VariantSkuData & FormDataType<TForm>> = {
  form: InertiaFormProps<TForm>;
  /** The route the form posts to, for the family `familyId`. */
  action: RouteName;
  familyId: number;
  /** The family's options as saved, in order: a value field each. */
  attributes: OptionAttribute[];
  /** Unsaved edits in the family form: the button waits for a save. */
  locked: boolean;
  /** Tells this form's option fields (`{prefix}.values.{id}`) and their error apart from another's on the page. */
  prefix: string;
  /** The SKU field, bound to the form's `sku` (useFormField). */
  sku: BoundField<string>;
  /** The SKU field's name, where the page has another `sku`. */
  skuName?: string;
  skuLabel: string;
  title: string;
  hint: string;
  submit: string;
  /** data-test marks of the card, the form and its button. */
  test: { card: string; form: string; save: string };
  /** The form's own fields, under the option values. */
  children?: ReactNode;
};

/**
 * A variant form under the family form that names the variant by its SKU, with a value for each option (chosen, or a
 * number typed): adding a new variant and attaching an existing product. Sent, it keeps the scroll and starts over.
 */
export function VariantSkuForm<TForm extends VariantSkuData & FormDataType<TForm>>({
  form,
  action,
  familyId,
  attributes,
  locked,
  prefix,
  sku,
  skuName,
  skuLabel,
  title,
  hint,
  submit,
  test,
  children,
}: Props<TForm>) {
  const route = useRoute();
  const errors: Partial<Record<string, string>> = form.errors;
  const values = form.data.values;

  return (
    <Card header={title} test={test.card}>
      <PostForm
        test={test.form}
        className="grid gap-3 sm:grid-cols-2"
        onSubmit={() =>
          form.post(route(action, { family: familyId }), {
            preserveScroll: true,
            onSuccess: () => form.reset(),
          })
        }
      >
        <p className="text-sm text-text-muted sm:col-span-2">{hint}</p>
        <TextField
          {...sku}
          name={skuName ?? sku.name}
          label={skuLabel}
          required
          autoCapitalize="characters"
          spellCheck={false}
          className="sm:col-span-2"
        />
        {attributes.map((attribute) => (
          <OptionValueField
            key={attribute.id}
            attribute={attribute}
            name={`${prefix}.values.${attribute.id}`}
            label={optionName(attribute)}
            value={values[String(attribute.id)] ?? ''}
            onChange={(value) =>
              form.setData((data) => ({ ...data, values: { ...data.values, [String(attribute.id)]: value } }))
            }
            error={errors[`values.${attribute.id}`]}
            required
          />
        ))}
        {errors.values !== undefined && (
          <p className="text-sm text-danger sm:col-span-2" role="alert" data-test={`error-${prefix}-values`}>
            {errors.values}
          </p>
        )}
        {children}
        <div className="sm:col-span-2">
          <Button type="submit" loading={form.processing} disabled={locked} test={test.save}>
            {submit}
          </Button>
        </div>
      </PostForm>
    </Card>
  );
}
