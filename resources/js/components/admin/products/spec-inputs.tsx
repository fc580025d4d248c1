import { RadioGroup } from '@/components/ui/radio-group';
import { Select } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';
import { useT } from '@/lib/i18n';
import { type SpecAttribute } from '@/types/admin-products';

type Props = {
  attributes: SpecAttribute[];
  values: Record<string, string>;
  errors: Partial<Record<string, string>>;
  onChange: (attributeId: number, value: string) => void;
};

/**
 * The spec values of the picked category, each with its own input: a select of its options, a number with the unit
 * after it, or yes / no. Form keys and error keys are `specs.{attribute id}`; an empty value means "not given".
 */
export function SpecInputs({ attributes, values, errors, onChange }: Props) {
  const t = useT();

  return (
    <div className="grid gap-4 sm:grid-cols-2" data-test="spec-inputs">
      {attributes.map((attribute) => {
        const name = `specs.${attribute.id}`;
        const value = values[String(attribute.id)] ?? '';
        const error = errors[name];
        const common = { name, label: attribute.name, error, onChange: (next: string) => onChange(attribute.id, next) };

        if (attribute.type === 'number') {
          return (
            <TextField
              key={attribute.id}
              {...common}
              value={value}
              inputMode="decimal"
              trailing={
                attribute.unit === null ? undefined : (
                  <span
                    className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-text-muted"
                    data-test={`unit-${attribute.code}`}
                  >
                    {attribute.unit}
                  </span>
                )
              }
            />
          );
        }
        if (attribute.type === 'boolean') {
          return (
            <RadioGroup
              key={attribute.id}
              {...common}
              value={value === 'yes' || value === 'no' ? value : null}
              inline
              options={[
                { value: 'yes', label: t('admin.products.form.yes') },
                { value: 'no', label: t('admin.products.form.no') },
              ]}
            />
          );
        }

        return (
          <Select
            key={attribute.id}
            {...common}
            value={value}
            placeholder={t('admin.products.form.spec_empty')}
            options={attribute.options}
          />
        );
      })}
    </div>
  );
}
