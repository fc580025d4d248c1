import { useForm } from '@inertiajs/react';

import { nestFormData } from '@/components/admin/categories/nest-form-data';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useFormField } from '@/hooks/use-form-field';
import { useT } from '@/lib/i18n';
import { useRoute } from '@/lib/route';
import { type AttributeOptionRow } from '@/types/admin-catalog';

type Data = { 'value.ro': string; 'value.ru': string; slug: string; sort: string };

/** One option's fields (or a new option's), saved on their own; the errors come back beside them. */
export function OptionEditor({
  attributeId,
  option,
  onDone,
}: {
  attributeId: number;
  option: AttributeOptionRow | null;
  onDone?: () => void;
}) {
  const t = useT();
  const route = useRoute();
  const form = useForm<Data>({
    'value.ro': option?.value.ro ?? '',
    'value.ru': option?.value.ru ?? '',
    slug: option?.slug ?? '',
    sort: option === null ? '' : String(option.sort),
  });
  const field = useFormField(form);
  const prefix = option === null ? 'new-option' : `option-${option.id}`;

  const submit = () => {
    form.transform((data) => nestFormData(data) as Data);
    const options = {
      preserveScroll: true,
      onSuccess: () => {
        if (option === null) form.reset();
        onDone?.();
      },
    };
    if (option === null) form.post(route('admin.attributes.options.store', { attribute: attributeId }), options);
    else form.put(route('admin.attributes.options.update', { attribute: attributeId, option: option.id }), options);
  };

  return (
    <form
      method="post"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      className="grid gap-3 sm:grid-cols-2"
      data-test={prefix}
      noValidate
    >
      <TextField {...field('value.ro')} label={t('admin.attributes.fields.value_ro')} required maxLength={80} />
      <TextField {...field('value.ru')} label={t('admin.attributes.fields.value_ru')} required maxLength={80} />
      <TextField
        {...field('slug')}
        label={t('admin.catalog.fields.slug')}
        hint={t('admin.attributes.option_slug_hint')}
        maxLength={80}
      />
      <TextField {...field('sort')} type="number" inputMode="numeric" min={0} label={t('admin.catalog.fields.sort')} />
      <div className="sm:col-span-2">
        <Button type="submit" size="sm" loading={form.processing} test={`${prefix}-save`}>
          {option === null ? t('admin.attributes.add_option') : t('admin.catalog.save')}
        </Button>
      </div>
    </form>
  );
}
