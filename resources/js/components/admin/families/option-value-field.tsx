import { type ReactNode } from 'react';

import { Select } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';
import { useT } from '@/lib/i18n';
import { type OptionAttribute } from '@/types/admin-families';

type Props = {
  attribute: OptionAttribute;
  name: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  required?: boolean;
};

/** The label's words for a number option: its name and unit, as the price's "Preț, lei". */
export const optionName = (attribute: OptionAttribute) =>
  attribute.type === 'number' && attribute.unit !== null && attribute.unit !== ''
    ? `${attribute.name}, ${attribute.unit}`
    : attribute.name;

/**
 * Numbers typed for a number option, as a list: separated by spaces or semicolons, or by a comma and a space
 * ("43, 50, 55"); a comma between digits is a decimal comma ("6,1").
 */
export const splitNumbers = (text: string): string[] =>
  text
    .replace(/,\s+/g, ' ')
    .split(/[\s;]+/)
    .filter((part) => part !== '');

/**
 * One option value of a variant: the attribute's options to choose from, or, for a number attribute (a TV's
 * diagonal), the number typed with its unit beside it; the server checks it is a number within bounds.
 */
export function OptionValueField({ attribute, name, label, value, onChange, error, required }: Props) {
  const t = useT();

  if (attribute.type === 'number') {
    return (
      <TextField
        name={name}
        label={label}
        value={value}
        onChange={onChange}
        error={error}
        required={required}
        inputMode="decimal"
        autoComplete="off"
        trailing={
          attribute.unit === null ? undefined : (
            <span
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-sm text-text-muted"
            >
              {attribute.unit}
            </span>
          )
        }
      />
    );
  }

  return (
    <Select
      name={name}
      label={label}
      value={value}
      onChange={onChange}
      options={attribute.options.map((option) => ({ value: option.value, label: option.label }))}
      placeholder={t('admin.families.form.choose')}
      error={error}
      required={required}
    />
  );
}
