import { useForm } from '@inertiajs/react';

import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { useFormField } from '@/hooks/use-form-field';
import { useT } from '@/lib/i18n';
import { route } from '@/lib/route';
import { type Option } from '@/types/returns';

/** Staff record a warranty claim for the customer (at the counter, on the phone): the product and the defect. */
export function ClaimNewForm({ number, lines }: { number: string; lines: { id: number; name: string }[] }) {
  const t = useT();
  const form = useForm({ order_line_id: lines[0] === undefined ? '' : String(lines[0].id), description: '' });
  const field = useFormField(form);
  const options: Option[] = lines.map((line) => ({ value: String(line.id), label: line.name }));

  return (
    <form
      method="post"
      className="space-y-3"
      data-test="claim-new"
      onSubmit={(event) => {
        event.preventDefault();
        form.post(route('admin.claims.store', { order: number }), {
          preserveScroll: true,
          onSuccess: () => form.reset('description'),
        });
      }}
    >
      <Select {...field('order_line_id')} label={t('claims.ui.product')} options={options} />
      <Textarea {...field('description')} label={t('claims.ui.description')} rows={2} maxLength={1000} />
      <Button type="submit" size="sm" variant="secondary" loading={form.processing} test="claim-new-submit">
        {t('claims.admin.new')}
      </Button>
    </form>
  );
}
