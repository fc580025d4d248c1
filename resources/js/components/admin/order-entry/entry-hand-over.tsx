import { type InertiaFormProps } from '@inertiajs/react';

import { Checkbox } from '@/components/ui/checkbox';
import { useT } from '@/lib/i18n';

/** A store sale whose goods the customer takes away now: completed and paid the moment it is placed. */
export type EntryHandOver = { handed_over: boolean };

type Props<F extends EntryHandOver> = {
  form: Pick<InertiaFormProps<F>, 'data' | 'errors' | 'setData' | 'clearErrors'>;
};

/** "Handed over now", for a sale at the counter only (a phone order is packed and handed over later). */
export function EntryHandOverField<F extends EntryHandOver>({ form }: Props<F>) {
  const t = useT();
  const entry = form as unknown as Pick<InertiaFormProps<EntryHandOver>, 'data' | 'errors' | 'setData' | 'clearErrors'>;
  const errors: Partial<Record<string, string>> = entry.errors;

  return (
    <div data-test="entry-hand-over">
      <Checkbox
        name="handed_over"
        label={t('admin.order_entry.handed_over')}
        hint={t('admin.order_entry.handed_over_hint')}
        value={entry.data.handed_over}
        error={errors.handed_over}
        onChange={(checked) => {
          entry.setData((data) => ({ ...data, handed_over: checked }));
          entry.clearErrors('handed_over');
        }}
      />
    </div>
  );
}
