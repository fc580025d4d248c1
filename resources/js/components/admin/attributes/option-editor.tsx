import { useForm } from '@inertiajs/react';

import { SlugField, SortField } from '@/components/admin/forms/common-fields';
import { PostForm } from '@/components/admin/forms/admin-form';
import { TranslatedFields } from '@/components/admin/forms/translated-fields';
import { Button } from '@/components/ui/button';
import { useFormField } from '@/hooks/use-form-field';
import { useTranslatedField } from '@/hooks/use-translated-field';
import { useT } from '@/lib/i18n';
import { useRoute } from '@/lib/route';
import { type AttributeOptionRow } from '@/types/admin-catalog';
import { type Texts } from '@/types/admin-content';

type Data = { value: Texts; slug: string; sort: string };

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
    value: option?.value ?? { ro: '', ru: '' },
    slug: option?.slug ?? '',
    sort: option === null ? '' : String(option.sort),
  });
  const field = useFormField(form);
  const translated = useTranslatedField(form);
  const prefix = option === null ? 'new-option' : `option-${option.id}`;

  const submit = () => {
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
    <PostForm onSubmit={submit} className="grid gap-3 sm:grid-cols-2" test={prefix}>
      <TranslatedFields
        className="sm:col-span-2"
        field={translated('value')}
        label={{ key: 'admin.attributes.fields.value' }}
        required
        maxLength={80}
      />
      <SlugField {...field('slug')} hint={t('admin.attributes.option_slug_hint')} maxLength={80} />
      <SortField {...field('sort')} />
      <div className="sm:col-span-2">
        <Button type="submit" size="sm" loading={form.processing} test={`${prefix}-save`}>
          {option === null ? t('admin.attributes.add_option') : t('admin.catalog.save')}
        </Button>
      </div>
    </PostForm>
  );
}
