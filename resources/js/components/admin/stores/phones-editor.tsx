import { Plus, X } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useT } from '@/lib/i18n';

/** The store's phone numbers, one field each, added and removed in place (at most five). */
export function PhonesEditor({
  phones,
  onChange,
  errors,
}: {
  phones: string[];
  onChange: (phones: string[]) => void;
  errors: Partial<Record<string, string>>;
}) {
  const t = useT();

  return (
    <div className="space-y-3" data-test="phones">
      {errors.phones !== undefined && (
        <p role="alert" className="text-sm text-danger" data-test="error-phones">
          {errors.phones}
        </p>
      )}
      {phones.map((phone, index) => (
        <div key={index} className="flex items-start gap-2">
          <TextField
            name={`phones.${index}`}
            type="tel"
            inputMode="tel"
            label={t('admin.stores.phone_n', { n: index + 1 })}
            value={phone}
            onChange={(value) => onChange(phones.map((p, i) => (i === index ? value : p)))}
            error={errors[`phones.${index}`]}
            className="flex-1"
          />
          {phones.length > 1 && (
            <Button
              variant="ghost"
              size="sm"
              className="mt-7"
              aria-label={t('admin.stores.phone_remove', { n: index + 1 })}
              onClick={() => onChange(phones.filter((_, i) => i !== index))}
              test={`phone-remove-${index}`}
            >
              <X className="size-4" aria-hidden="true" />
            </Button>
          )}
        </div>
      ))}
      {phones.length < 5 && (
        <Button variant="secondary" size="sm" onClick={() => onChange([...phones, ''])} test="phone-add">
          <Plus className="size-4" aria-hidden="true" />
          {t('admin.stores.phone_add')}
        </Button>
      )}
    </div>
  );
}
