import { useForm } from '@inertiajs/react';
import { type FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { RadioGroup } from '@/components/ui/radio-group';
import { Select } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';
import { useT } from '@/lib/i18n';
import { route } from '@/lib/route';
import { type AdminReturn, type Option } from '@/types/returns';

type Condition = 'sellable' | 'damaged';
type Line = { quantity: string; condition: Condition; place_id: string };

/**
 * The goods of an accepted return as they arrive, per line: how many came, sellable (back on the chosen place's
 * shelf) or damaged (written off). Sent with the return's version, so a second click or a colleague's receipt
 * comes back as "changed meanwhile" and the units go back once.
 */
export function ReturnReceiveForm({ item, places }: { item: AdminReturn; places: Option<number>[] }) {
  const t = useT();
  const firstPlace = places[0] === undefined ? '' : String(places[0].value);
  const form = useForm<{ version: number; lines: Record<string, Line> }>({
    version: item.version,
    lines: Object.fromEntries(
      item.lines.map((line) => [
        String(line.id),
        { quantity: String(line.quantity), condition: 'sellable' as Condition, place_id: firstPlace },
      ]),
    ),
  });
  const errors = form.errors as Record<string, string | undefined>;
  const set = (id: number, change: Partial<Line>) => {
    const current = form.data.lines[String(id)];
    if (current !== undefined) form.setData('lines', { ...form.data.lines, [String(id)]: { ...current, ...change } });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.transform((data) => ({
      version: data.version,
      lines: Object.fromEntries(
        Object.entries(data.lines).map(([id, line]) => [
          id,
          {
            quantity: Number.parseInt(line.quantity, 10) || 0,
            condition: line.condition,
            place_id: line.condition === 'sellable' && line.place_id !== '' ? Number(line.place_id) : null,
          },
        ]),
      ),
    }));
    form.put(route('admin.returns.receive', { orderReturn: item.id }), { preserveScroll: true });
  };

  return (
    <form
      method="post"
      onSubmit={submit}
      noValidate
      className="mt-3 space-y-3 border-t border-border pt-3"
      data-test="return-receive"
    >
      <p className="font-medium">{t('returns.admin.receive_title')}</p>
      {errors.lines !== undefined && <p className="text-sm text-danger">{errors.lines}</p>}
      {item.lines.map((line) => {
        const value = form.data.lines[String(line.id)];
        if (value === undefined) return null;
        return (
          <fieldset key={line.id} className="grid gap-2 sm:grid-cols-3" data-test="return-receive-line">
            <legend className="mb-1 text-sm font-medium sm:col-span-3">{line.name}</legend>
            <TextField
              name={`lines.${line.id}.quantity`}
              label={t('returns.admin.received_quantity')}
              type="number"
              inputMode="numeric"
              min={0}
              max={line.quantity}
              value={value.quantity}
              onChange={(quantity) => set(line.id, { quantity })}
              error={errors[`lines.${line.id}.quantity`]}
            />
            <RadioGroup<Condition>
              name={`lines.${line.id}.condition`}
              label={t('returns.admin.condition')}
              value={value.condition}
              onChange={(condition) => set(line.id, { condition })}
              options={[
                { value: 'sellable', label: t('returns.admin.sellable') },
                { value: 'damaged', label: t('returns.admin.damaged') },
              ]}
              error={errors[`lines.${line.id}.condition`]}
            />
            {value.condition === 'sellable' && (
              <Select
                name={`lines.${line.id}.place_id`}
                label={t('returns.admin.place')}
                value={value.place_id}
                onChange={(place) => set(line.id, { place_id: place })}
                options={places.map((place) => ({ value: String(place.value), label: place.label }))}
                error={errors[`lines.${line.id}.place_id`]}
              />
            )}
          </fieldset>
        );
      })}
      <Button type="submit" size="sm" loading={form.processing} test="return-receive-submit">
        {t('returns.admin.receive')}
      </Button>
    </form>
  );
}
