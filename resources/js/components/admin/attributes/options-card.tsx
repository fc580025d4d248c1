import { usePage } from '@inertiajs/react';
import { useState } from 'react';

import { OptionEditor } from '@/components/admin/attributes/option-editor';
import { ConfirmDeleteButton } from '@/components/admin/forms/confirm-delete-button';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Dialog } from '@/components/ui/dialog';
import { Table, type TableColumn } from '@/components/ui/table';
import { useT } from '@/lib/i18n';
import { useRoute } from '@/lib/route';
import { type AttributeOptionRow } from '@/types/admin-catalog';

/** A select attribute's options: the list with how many products use each, edit in a dialog, add, delete unused. */
export function OptionsCard({ attributeId, options }: { attributeId: number; options: AttributeOptionRow[] }) {
  const t = useT();
  const route = useRoute();
  const errors = usePage().props.errors as Partial<Record<string, string>>;
  const [editing, setEditing] = useState<AttributeOptionRow | null>(null);

  const columns: TableColumn<AttributeOptionRow>[] = [
    {
      key: 'value',
      header: t('admin.attributes.col.value'),
      wrap: true,
      cell: (option) => (
        <div data-test={`option-row-${option.slug}`}>
          <p className="flex items-center gap-2 font-medium">
            {option.swatch !== null && (
              <span
                className="size-4 shrink-0 rounded-full border border-border-strong"
                style={{ backgroundColor: option.swatch }}
                title={option.swatch}
                data-test={`option-swatch-${option.slug}`}
              />
            )}
            {option.value.ro}
          </p>
          <p className="text-xs text-text-muted">{option.value.ru}</p>
        </div>
      ),
    },
    { key: 'slug', header: t('admin.catalog.fields.slug'), cell: (option) => <code>{option.slug}</code> },
    { key: 'sort', header: t('admin.catalog.fields.sort'), align: 'end', cell: (option) => option.sort },
    {
      key: 'products',
      header: t('admin.attributes.col.products'),
      align: 'end',
      cell: (option) => option.products_count,
    },
  ];

  return (
    <Card header={t('admin.attributes.options_title')} test="options-card">
      <div className="space-y-4">
        {errors.option !== undefined && (
          <Alert tone="error" test="option-refused">
            {errors.option}
          </Alert>
        )}
        <Table
          caption={t('admin.attributes.options_title')}
          captionHidden
          columns={columns}
          rowActions={{
            header: t('admin.list.actions'),
            cell: (option) => (
              <>
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => setEditing(option)}
                  test={`edit-option-${option.slug}`}
                >
                  {t('admin.list.edit')}
                </Button>
                <ConfirmDeleteButton
                  url={route('admin.attributes.options.destroy', { attribute: attributeId, option: option.id })}
                  name={option.value.ro}
                  test={`delete-option-${option.slug}`}
                  title={t('admin.attributes.delete_option_title', { value: option.value.ro })}
                  text={t('admin.attributes.delete_option_text')}
                />
              </>
            ),
          }}
          rows={options}
          rowKey={(option) => option.id}
          empty={<p className="p-4 text-sm text-text-muted">{t('admin.attributes.no_options')}</p>}
          test="options-table"
        />
        <div className="rounded-control border border-dashed border-border p-4">
          <h3 className="mb-3 text-sm font-semibold">{t('admin.attributes.new_option')}</h3>
          <OptionEditor attributeId={attributeId} option={null} />
        </div>
      </div>
      <Dialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={t('admin.attributes.edit_option', { value: editing?.value.ro ?? '' })}
        size="md"
        test="option-dialog"
      >
        {editing !== null && (
          <OptionEditor key={editing.id} attributeId={attributeId} option={editing} onDone={() => setEditing(null)} />
        )}
      </Dialog>
    </Card>
  );
}
