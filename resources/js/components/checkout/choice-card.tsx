import { type ReactNode } from 'react';

type Props = {
  name: string;
  value: string;
  checked: boolean;
  onChange: (value: string) => void;
  disabled?: boolean;
  describedBy?: string;
  test: string;
  children: ReactNode;
};

/** A radio button drawn as a card (delivery method, store, payment); the whole card is the label. */
export function ChoiceCard({ name, value, checked, onChange, disabled = false, describedBy, test, children }: Props) {
  return (
    <label
      className={`flex cursor-pointer items-start gap-3 rounded-lg border p-3 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600 ${
        checked
          ? 'border-brand-600 bg-brand-50 dark:border-brand-500 dark:bg-brand-900/30'
          : 'border-neutral-200 hover:border-neutral-400 dark:border-neutral-700 dark:hover:border-neutral-500'
      } ${disabled ? 'cursor-not-allowed opacity-60' : ''}`}
      data-test={test}
    >
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        disabled={disabled}
        aria-describedby={describedBy}
        onChange={() => onChange(value)}
        className="mt-0.5 size-4 shrink-0 accent-brand-600 focus-visible:outline-none"
      />
      <span className="min-w-0 flex-1">{children}</span>
    </label>
  );
}
