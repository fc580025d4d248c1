import { X } from 'lucide-react';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';
import { useT } from '@/lib/i18n';
import { type BlogTagValue, type Texts } from '@/types/admin-content';

type Props = {
  value: BlogTagValue[];
  onChange: (tags: BlogTagValue[]) => void;
  tags: { id: number; name: Texts }[];
  errors: Partial<Record<string, string>>;
  locale: 'ro' | 'ru';
};

/** The post's tags: pick an existing one, or type a new one in both languages (created once when the post is saved). */
export function TagPicker({ value, onChange, tags, errors, locale }: Props) {
  const t = useT();
  const [typed, setTyped] = useState<Texts>({ ro: '', ru: '' });
  const chosen = new Set(value.map((tag) => tag.id).filter((id) => id !== null));
  const available = tags.filter((tag) => !chosen.has(tag.id));
  const tagErrors = Object.entries(errors).filter(([key]) => key.startsWith('tags'));

  const add = () => {
    if (typed.ro.trim() === '' || typed.ru.trim() === '') return;
    const existing = tags.find((tag) => tag.name.ro.toLowerCase() === typed.ro.trim().toLowerCase());
    onChange([...value, existing ?? { id: null, name: { ro: typed.ro.trim(), ru: typed.ru.trim() } }]);
    setTyped({ ro: '', ru: '' });
  };

  return (
    <fieldset className="space-y-3" data-test="tag-picker">
      <legend className="text-sm font-medium text-text">{t('admin.blog.field.tags')}</legend>
      {value.length > 0 && (
        <ul className="flex flex-wrap gap-2">
          {value.map((tag, index) => (
            <li
              key={`${tag.id ?? 'new'}-${tag.name.ro}`}
              className="inline-flex items-center gap-1 rounded-full bg-surface-muted py-1 pr-1 pl-3 text-sm"
              data-test="tag-chosen"
            >
              #{tag.name[locale] || tag.name.ro}
              {tag.id === null && <span className="text-xs text-text-muted">({t('admin.blog.tag_new')})</span>}
              <Button
                variant="ghost"
                size="sm"
                aria-label={t('admin.blog.tag_remove', { name: tag.name[locale] || tag.name.ro })}
                onClick={() => onChange(value.filter((_, i) => i !== index))}
              >
                <X className="size-4" aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      {available.length > 0 && (
        <Select
          name="tag-existing"
          label={t('admin.blog.tag_pick')}
          value=""
          placeholder={t('admin.blog.tag_pick_placeholder')}
          options={available.map((tag) => ({ value: String(tag.id), label: tag.name[locale] || tag.name.ro }))}
          onChange={(id) => {
            const tag = tags.find((item) => String(item.id) === id);
            if (tag !== undefined) onChange([...value, { id: tag.id, name: tag.name }]);
          }}
        />
      )}
      <div className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <TextField
          name="tag-new-ro"
          label={`${t('admin.blog.tag_type')} (${t('locale.ro')})`}
          value={typed.ro}
          onChange={(ro) => setTyped({ ...typed, ro })}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
        />
        <TextField
          name="tag-new-ru"
          label={`${t('admin.blog.tag_type')} (${t('locale.ru')})`}
          value={typed.ru}
          onChange={(ru) => setTyped({ ...typed, ru })}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
        />
        <Button
          variant="secondary"
          onClick={add}
          test="tag-add"
          disabled={typed.ro.trim() === '' || typed.ru.trim() === ''}
        >
          {t('admin.blog.tag_add')}
        </Button>
      </div>
      {tagErrors.map(([key, message]) => (
        <p key={key} role="alert" className="text-sm text-danger" data-test={`error-${key}`}>
          {message}
        </p>
      ))}
    </fieldset>
  );
}
