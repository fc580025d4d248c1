import { useForm } from '@inertiajs/react';
import { ArrowDown, ArrowUp, X } from 'lucide-react';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FieldError } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { useT } from '@/lib/i18n';
import { useRoute } from '@/lib/route';
import { type AttributeChoice } from '@/types/admin-catalog';

type Props = { categoryId: number; selected: number[]; choices: AttributeChoice[] };

/** The spec attributes a category's products are described by: picked from every attribute, put in order, saved. */
export function CategoryAttributesCard({ categoryId, selected, choices }: Props) {
  const t = useT();
  const route = useRoute();
  const form = useForm<{ attributes: number[] }>({ attributes: selected });
  const [adding, setAdding] = useState('');
  const byId = new Map(choices.map((choice) => [choice.id, choice]));
  const ids = form.data.attributes;
  const errors = form.errors as Partial<Record<string, string>>;
  const error = errors.attributes ?? Object.entries(errors).find(([key]) => key.startsWith('attributes.'))?.[1];

  const set = (next: number[]) => form.setData('attributes', next);
  const swap = (index: number, other: number) => {
    const next = [...ids];
    const [a, b] = [next[index], next[other]];
    if (a === undefined || b === undefined) return;
    next[index] = b;
    next[other] = a;
    set(next);
  };
  const add = (value: string) => {
    setAdding('');
    const id = Number(value);
    if (id > 0 && !ids.includes(id)) set([...ids, id]);
  };
  const save = () =>
    form.put(route('admin.categories.attributes.update', { category: categoryId }), { preserveScroll: true });

  return (
    <Card
      header={t('admin.categories.attributes.title')}
      test="category-attributes"
      footer={
        <Button onClick={save} loading={form.processing} disabled={!form.isDirty} test="save-attributes">
          {t('admin.categories.attributes.save')}
        </Button>
      }
    >
      <p className="text-sm text-text-muted">{t('admin.categories.attributes.intro')}</p>
      {ids.length === 0 ? (
        <p className="mt-3 text-sm text-text-muted" data-test="no-attributes">
          {t('admin.categories.attributes.none')}
        </p>
      ) : (
        <ol className="mt-3 divide-y divide-border rounded-control border border-border">
          {ids.map((id, index) => {
            const choice = byId.get(id);

            return (
              <li key={id} className="flex items-center gap-2 px-3 py-2" data-test={`attribute-${choice?.code ?? id}`}>
                <span className="w-6 text-right text-sm text-text-muted">{index + 1}.</span>
                <span className="min-w-0 flex-1">
                  <span className="font-medium">{choice?.name ?? id}</span>
                  <span className="ml-2 text-xs text-text-muted">
                    {choice?.code} · {choice === undefined ? '' : t(`admin.attributes.types.${choice.type}`)}
                  </span>
                </span>
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={index === 0}
                  onClick={() => swap(index, index - 1)}
                  aria-label={t('admin.categories.move_up', { name: choice?.name ?? '' })}
                >
                  <ArrowUp className="size-4" aria-hidden="true" />
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={index === ids.length - 1}
                  onClick={() => swap(index, index + 1)}
                  aria-label={t('admin.categories.move_down', { name: choice?.name ?? '' })}
                >
                  <ArrowDown className="size-4" aria-hidden="true" />
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => set(ids.filter((other) => other !== id))}
                  aria-label={t('admin.categories.attributes.remove', { name: choice?.name ?? '' })}
                  test={`remove-attribute-${choice?.code ?? id}`}
                >
                  <X className="size-4" aria-hidden="true" />
                </Button>
              </li>
            );
          })}
        </ol>
      )}
      <FieldError id="attributes-error" name="attributes" message={error} />
      <Select
        className="mt-4"
        name="add_attribute"
        label={t('admin.categories.attributes.add')}
        value={adding}
        onChange={add}
        placeholder={t('admin.categories.attributes.pick')}
        options={choices
          .filter((choice) => !ids.includes(choice.id))
          .map((choice) => ({
            value: String(choice.id),
            label: `${choice.section} › ${choice.name} (${choice.code})`,
          }))}
      />
    </Card>
  );
}
