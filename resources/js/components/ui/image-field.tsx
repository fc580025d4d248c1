import { ImageIcon, X } from 'lucide-react';
import { type ComponentPropsWithoutRef, useEffect, useMemo, useRef } from 'react';

import { Button } from '@/components/ui/button';
import { FieldFrame, type FieldProps, useFieldWiring } from '@/components/ui/field';
import { useT } from '@/lib/i18n';

type Props = FieldProps &
  Omit<ComponentPropsWithoutRef<'input'>, 'name' | 'value' | 'onChange' | 'id' | 'type'> & {
    /** The file picked and not yet sent, or null. */
    value: File | null;
    onChange: (file: File | null) => void;
    /** The image saved so far, shown until another one is picked. */
    currentUrl?: string | null;
    /** Alt text of the saved image's preview. */
    currentAlt?: string;
  };

/** The types the shop keeps (App\Rules\ImageUpload judges the bytes; this only narrows the picker). */
const ACCEPT = 'image/jpeg,image/png,image/webp';

/**
 * An image upload: a file picker with a preview of the picked image (or the saved one), the picked file's name, and a
 * way back to the saved image. Send the form with `forceFormData` so the file goes along.
 */
export function ImageField({
  name,
  label,
  error,
  hint,
  required,
  value,
  onChange,
  currentUrl = null,
  currentAlt = '',
  className,
  ...input
}: Props) {
  const t = useT();
  const wiring = useFieldWiring({ name, error, hint });
  const inputRef = useRef<HTMLInputElement>(null);
  const pickedUrl = useMemo(() => (value === null ? null : URL.createObjectURL(value)), [value]);

  useEffect(() => {
    if (pickedUrl === null) {
      return;
    }

    return () => URL.revokeObjectURL(pickedUrl);
  }, [pickedUrl]);

  useEffect(() => {
    // Going back to the saved image empties the picker too, so the same file can be picked again.
    if (value === null && inputRef.current !== null) {
      inputRef.current.value = '';
    }
  }, [value]);

  const shown = pickedUrl ?? currentUrl;

  return (
    <FieldFrame
      name={name}
      label={label}
      error={error}
      hint={hint}
      required={required}
      wiring={wiring}
      className={className}
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <div className="flex size-24 shrink-0 items-center justify-center overflow-hidden rounded-control border border-border bg-surface-muted">
          {shown === null ? (
            <ImageIcon className="size-8 text-text-muted" aria-hidden="true" />
          ) : (
            <img
              src={shown}
              alt={pickedUrl === null ? currentAlt || t('ui.image_field.current') : ''}
              width={96}
              height={96}
              className="size-full object-contain"
              data-test={`image-preview-${name}`}
            />
          )}
        </div>
        <div className="min-w-0 flex-1 space-y-2">
          <input
            ref={inputRef}
            type="file"
            name={name}
            accept={ACCEPT}
            required={required === true && currentUrl === null}
            onChange={(event) => onChange(event.target.files?.[0] ?? null)}
            className="block w-full text-sm text-text-muted file:mr-3 file:rounded-control file:border file:border-border-strong file:bg-surface file:px-3 file:py-2 file:text-sm file:font-semibold file:text-text hover:file:bg-surface-muted focus-visible:outline-2 focus-visible:outline-accent dark:file:bg-surface-raised"
            {...wiring.control}
            {...input}
          />
          {value !== null && (
            <div className="flex flex-wrap items-center gap-2 text-sm text-text-muted">
              <span className="truncate" data-test={`image-chosen-${name}`}>
                {t('ui.image_field.chosen', { name: value.name })}
              </span>
              <Button type="button" variant="ghost" size="sm" onClick={() => onChange(null)}>
                <X className="size-4" aria-hidden="true" />
                {t('ui.image_field.remove_choice')}
              </Button>
            </div>
          )}
        </div>
      </div>
    </FieldFrame>
  );
}
