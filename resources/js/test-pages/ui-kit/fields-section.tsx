import { useForm } from '@inertiajs/react';
import { useState } from 'react';

import { ImageField } from '@/components/ui/image-field';
import { PasswordField } from '@/components/ui/password-field';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { TextField } from '@/components/ui/text-field';
import { useFormField } from '@/hooks/use-form-field';
import { useT } from '@/lib/i18n';
import { Example, ShowcaseSection } from '@/test-pages/ui-kit/showcase-section';

type City = 'chisinau' | 'balti' | 'cahul';

export function FieldsSection() {
  const t = useT();
  const form = useForm({ name: '', email: 'ion@', password: '', city: '' as City | '', message: '' });
  const field = useFormField(form);
  const [image, setImage] = useState<File | null>(null);
  const cities = [
    { value: 'chisinau', label: t('ui_kit.city.chisinau') },
    { value: 'balti', label: t('ui_kit.city.balti') },
    { value: 'cahul', label: t('ui_kit.city.cahul') },
  ] as const;

  return (
    <ShowcaseSection id="fields" title={t('ui_kit.section.fields')}>
      <Example title={t('ui_kit.state.default')}>
        <TextField {...field('name')} label={t('ui_kit.field.name')} autoComplete="name" />
      </Example>
      <Example title={t('ui_kit.state.required_hint')}>
        <TextField
          {...field('email')}
          type="email"
          label={t('ui_kit.field.email')}
          hint={t('ui_kit.field.email_hint')}
          required
        />
      </Example>
      <Example title={t('ui_kit.state.error')}>
        <TextField
          name="phone"
          value="0600"
          onChange={() => undefined}
          label={t('ui_kit.field.phone')}
          error={t('ui_kit.field.phone_error')}
          required
        />
      </Example>
      <Example title={t('ui_kit.state.disabled')}>
        <TextField name="code" value="MD-2001" onChange={() => undefined} label={t('ui_kit.field.postcode')} disabled />
      </Example>
      <Example title={t('ui_kit.component.password')}>
        <PasswordField {...field('password')} label={t('ui_kit.field.password')} autoComplete="new-password" required />
      </Example>
      <Example title={t('ui_kit.component.select')}>
        <Select
          {...field('city')}
          label={t('ui_kit.field.city')}
          options={cities}
          placeholder={t('ui_kit.field.choose')}
          hint={t('ui_kit.field.city_hint')}
        />
      </Example>
      <Example title={t('ui_kit.component.image')}>
        <ImageField
          name="image"
          label={t('ui_kit.field.image')}
          value={image}
          onChange={setImage}
          currentUrl="/favicon.svg"
          currentAlt={t('ui_kit.field.image_alt')}
          hint={t('ui_kit.field.image_hint')}
        />
      </Example>
      <Example title={t('ui_kit.component.textarea')} wide>
        <Textarea
          {...field('message')}
          label={t('ui_kit.field.message')}
          error={form.data.message === '' ? t('ui_kit.field.message_error') : undefined}
          required
          rows={3}
        />
      </Example>
    </ShowcaseSection>
  );
}
