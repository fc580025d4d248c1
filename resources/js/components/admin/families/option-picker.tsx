import { Plus, X } from 'lucide-react';
import { useState } from 'react';

import { MoveButtons, moveItem } from '@/components/admin/forms/move-buttons';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { useT } from '@/lib/i18n';
import { type OptionAttribute } from '@/types/admin-families';

type Props = {
  /** The category's select and number attributes: what a family in it can tell its variants apart by. */
  attributes: OptionAttribute[];
  /** The chosen ones' ids, in the switcher's order. */
  value: string[];
  onChange: (value: string[]) => void;
  errors: Partial<Record<string, string>>;
  /** No category picked yet: nothing to choose from. */
  noCategory: boolean;
};

/** The family's options: chosen from the category's attributes, ordered with up / down, taken off with ×. */
export function OptionPicker({ attributes, value, onChange, errors, noCategory }: Props) {
  const t = useT();
  const [adding, setAdding] = useState('');
  const byId = new Map(attributes.map((attribute) => [String(attribute.id), attribute]));
  const free = attributes.filter((attribute) => !value.includes(String(attribute.id)));
  const error = errors.options ?? value.map((_, index) => errors[`options.${index}`]).find((e) => e !== undefined);

  if (noCategory) {
    return <p className="text-sm text-text-muted">{t('admin.families.form.options_category_first')}</p>;
  }
  if (attributes.length === 0) {
    return <p className="text-sm text-text-muted">{t('admin.families.form.options_none')}</p>;
  }

  return (
    <div className="space-y-3" data-test="family-options">
      {value.length > 0 && (
        <ol className="divide-y divide-border rounded-control border border-border">
          {value.map((id, index) => {
            const name = byId.get(id)?.name ?? id;

            return (
              <li
                key={id}
                className="flex items-center gap-2 px-3 py-2"
                data-test={`family-option-${byId.get(id)?.code ?? id}`}
              >
                <span className="w-6 text-sm text-text-subtle">{index + 1}.</span>
                <span className="min-w-0 flex-1 font-medium break-words">{name}</span>
                <MoveButtons
                  first={index === 0}
                  last={index === value.length - 1}
                  onMove={(step) => onChange(moveItem(value, index, step))}
                  labels={{
                    up: t('admin.families.form.option_up', { name }),
                    down: t('admin.families.form.option_down', { name }),
                  }}
                />
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t('admin.families.form.option_remove', { name })}
                  onClick={() => onChange(value.filter((candidate) => candidate !== id))}
                >
                  <X className="size-4" aria-hidden="true" />
                </Button>
              </li>
            );
          })}
        </ol>
      )}
      {error !== undefined && (
        <p className="text-sm text-danger" data-test="error-options" role="alert">
          {error}
        </p>
      )}
      {free.length > 0 && value.length < 3 && (
        <div className="flex flex-wrap items-end gap-3">
          <div className="min-w-52 flex-1">
            <Select
              name="option-add"
              label={t('admin.families.form.option_add')}
              value={adding}
              onChange={setAdding}
              options={free.map((attribute) => ({ value: String(attribute.id), label: attribute.name }))}
              placeholder={t('admin.families.form.choose')}
            />
          </div>
          <Button
            variant="secondary"
            disabled={adding === ''}
            onClick={() => {
              onChange([...value, adding]);
              setAdding('');
            }}
            test="option-add-button"
          >
            <Plus className="size-4" aria-hidden="true" />
            {t('admin.families.form.option_add')}
          </Button>
        </div>
      )}
    </div>
  );
}
