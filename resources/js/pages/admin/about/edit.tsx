import { useForm } from '@inertiajs/react';
import { type ReactNode } from 'react';

import { ListEditor } from '@/components/admin/about/list-editor';
import { AdminForm } from '@/components/admin/forms/admin-form';
import { pathField } from '@/components/admin/forms/form-path';
import { TranslatedFields } from '@/components/admin/forms/translated-fields';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ImageField } from '@/components/ui/image-field';
import { TextField } from '@/components/ui/text-field';
import { useTranslatedField } from '@/hooks/use-translated-field';
import AdminLayout from '@/layouts/admin-layout';
import { useT } from '@/lib/i18n';
import { useRoute } from '@/lib/route';
import {
  type AboutFigure,
  type AboutMember,
  type AboutSection,
  type AboutValues,
  type Texts,
} from '@/types/admin-content';

type Member = AboutMember & { upload: File | null };
type Values = { title: Texts; intro: Texts; sections: AboutSection[]; figures: AboutFigure[]; team: Member[] };

const empty = (): Texts => ({ ro: '', ru: '' });

/** /admin/despre: the about page's title, intro, sections, key figures and team, in both languages. */
export default function AdminAboutEditPage({ about, url }: { about: AboutValues; url: string }) {
  const t = useT();
  const route = useRoute();
  const form = useForm<Values>({ ...about, team: about.team.map((member) => ({ ...member, upload: null })) });
  const field = pathField(form);
  const translated = useTranslatedField(form);
  const errors: Partial<Record<string, string>> = form.errors;
  const set =
    <K extends keyof Values>(key: K) =>
    (value: Values[K]) =>
      form.setData((data) => ({ ...data, [key]: value }));

  return (
    <AdminForm
      title={t('admin.about.title')}
      intro={t('admin.about.intro')}
      actions={
        <Button href={url} variant="link" test="about-view">
          {t('admin.content.view')}
        </Button>
      }
      onSubmit={() => {
        form.transform((data) => ({
          ...data,
          team: data.team.map(({ name, role, photo, upload }) => ({ name, role, photo: photo ?? '', upload })),
          _method: 'put',
        }));
        form.post(route('admin.about.update'), { forceFormData: true, preserveScroll: true });
      }}
      processing={form.processing}
      saveTest="about-save"
    >
      <Card>
        <div className="space-y-4 p-4 sm:p-5">
          <TranslatedFields required field={translated('title')} label={t('admin.content.field.title')} />
          <TranslatedFields
            required
            field={translated('intro')}
            label={t('admin.about.field.intro')}
            kind="text"
            rows={3}
          />
        </div>
      </Card>
      <ListEditor
        title={t('admin.about.figures')}
        items={form.data.figures}
        onChange={set('figures')}
        make={() => ({ value: '', label: empty() })}
        test="figures"
        addLabel={t('admin.about.figure_add')}
        render={(_, index) => (
          <div className="grid gap-4 md:grid-cols-3">
            <TextField {...field(`figures.${index}.value`)} label={t('admin.about.field.value')} required />
            <div className="md:col-span-2">
              <TranslatedFields
                required
                field={translated(`figures.${index}.label`)}
                label={t('admin.about.field.label')}
              />
            </div>
          </div>
        )}
      />
      <ListEditor
        title={t('admin.about.sections')}
        items={form.data.sections}
        onChange={set('sections')}
        make={() => ({ title: empty(), body: empty() })}
        test="sections"
        addLabel={t('admin.about.section_add')}
        render={(_, index) => (
          <div className="space-y-4">
            <TranslatedFields
              required
              field={translated(`sections.${index}.title`)}
              label={t('admin.content.field.title')}
            />
            <TranslatedFields
              required
              field={translated(`sections.${index}.body`)}

              label={t('admin.content.field.body')}
              kind="text"
              rows={5}
            />
          </div>
        )}
      />
      <ListEditor
        title={t('admin.about.team')}
        items={form.data.team}
        onChange={set('team')}
        make={() => ({ name: '', role: empty(), photo: null, photo_url: null, upload: null })}
        test="team"
        addLabel={t('admin.about.member_add')}
        render={(member, index) => (
          <div className="grid gap-4 md:grid-cols-[1fr_2fr]">
            <ImageField
              name={`team.${index}.upload`}
              label={t('admin.about.field.photo')}
              currentUrl={member.photo_url ?? undefined}
              value={member.upload}
              onChange={(file: File | null) => field<File | null>(`team.${index}.upload`).onChange(file)}
              error={errors[`team.${index}.upload`]}
            />
            <div className="space-y-4">
              <TextField {...field(`team.${index}.name`)} label={t('admin.content.field.name')} required />
              <TranslatedFields required field={translated(`team.${index}.role`)} label={t('admin.about.field.role')} />
            </div>
          </div>
        )}
      />
    </AdminForm>
  );
}

AdminAboutEditPage.layout = (page: ReactNode) => <AdminLayout>{page}</AdminLayout>;
