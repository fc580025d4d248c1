import { FieldsetFrame } from '@/components/ui/fieldset-frame';
import { type FieldProps } from '@/components/ui/field';

export type RadioOption<V extends string> = { value: V; label: string; disabled?: boolean };

type Props<V extends string> = FieldProps & {
  value: V | null;
  onChange: (value: V) => void;
  options: readonly RadioOption<V>[];
  disabled?: boolean;
  /** Side by side on wide screens instead of one under another. */
  inline?: boolean;
  className?: string;
};

/** A labelled set of radio buttons; each option is marked `field-{name}-{value}`. */
export function RadioGroup<V extends string>({
  value,
  onChange,
  options,
  disabled = false,
  inline = false,
  ...field
}: Props<V>) {
  return (
    <FieldsetFrame {...field}>
      <div className={inline ? 'flex flex-wrap gap-x-6 gap-y-2' : 'space-y-2'}>
        {options.map((option) => (
          <label
            key={option.value}
            className={`flex items-center gap-2.5 text-sm text-text ${disabled || option.disabled === true ? 'cursor-not-allowed opacity-60' : 'cursor-pointer'}`}
          >
            <input
              type="radio"
              name={field.name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              disabled={disabled || option.disabled === true}
              required={field.required}
              data-test={`field-${field.name}-${option.value}`}
              className="size-4 shrink-0 accent-accent"
            />
            {option.label}
          </label>
        ))}
      </div>
    </FieldsetFrame>
  );
}
