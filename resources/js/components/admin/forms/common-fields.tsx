import { TextField } from '@/components/ui/text-field';
import { type BoundField } from '@/hooks/use-form-field';
import { useT } from '@/lib/i18n';

type Props = BoundField<string> & { label?: string; hint?: string; required?: boolean; maxLength?: number };

/** A record's place in its list: a whole number from 0, the smaller first (labelled "Order" unless told). */
export function SortField({ label, ...field }: Props) {
  const t = useT();

  return <TextField {...field} type="number" inputMode="numeric" min={0} label={label ?? t('admin.form.sort')} />;
}

/** A record's part of its address (slug), labelled "Slug (address)" unless told. */
export function SlugField({ label, ...field }: Props) {
  const t = useT();

  return <TextField {...field} label={label ?? t('admin.catalog.fields.slug')} />;
}
