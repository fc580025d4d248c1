import { useForm } from '@inertiajs/react';

import { SlugField, SortField } from '@/components/admin/forms/common-fields';
import { PostForm } from '@/components/admin/forms/admin-form';
import { TranslatedFields } from '@/components/admin/forms/translated-fields';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useFormField } from '@/hooks/use-form-field';
import { useTranslatedField } from '@/hooks/use-translated-field';
import { useT } from '@/lib/i18n';
import { useRoute } from '@/lib/route';
import { type AttributeOptionRow } from '@/types/admin-catalog';
import { type Texts } from '@/types/admin-content';

type Data = { value: Texts; slug: string; sort: string; swatch: string };

const HEX = /^#[0-9a-fA-F]{6}$/;

/**
 * One option's fields (or a new option's), saved on their own; the errors come back beside them. The swatch is the
 * colour a colour option shows as in the product page's variant switcher: typed as #rrggbb or picked.
 */
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
    swatch: option?.swatch ?? '',
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
      <TextField
        {...field('swatch')}
        className="sm:col-span-2"
        label={t('admin.attributes.fields.swatch')}
        hint={t('admin.attributes.swatch_hint')}
        placeholder="#1a2b3c"
        maxLength={7}
        autoCapitalize="none"
        spellCheck={false}
        trailing={
          <input
            type="color"
            aria-label={t('admin.attributes.swatch_pick')}
            value={HEX.test(form.data.swatch) ? form.data.swatch.toLowerCase() : '#000000'}
            onChange={(event) => form.setData('swatch', event.target.value)}
            className="absolute top-1/2 right-2 size-7 -translate-y-1/2 cursor-pointer rounded border border-border-strong bg-transparent p-0"
            data-test={`${prefix}-swatch-picker`}
          />
        }
      />
      <div className="sm:col-span-2">
        <Button type="submit" size="sm" loading={form.processing} test={`${prefix}-save`}>
          {option === null ? t('admin.attributes.add_option') : t('admin.catalog.save')}
        </Button>
      </div>
    </PostForm>
  );
}
