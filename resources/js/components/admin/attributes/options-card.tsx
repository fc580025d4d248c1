import { router, usePage } from '@inertiajs/react';
import { useState } from 'react';

import { OptionEditor } from '@/components/admin/attributes/option-editor';
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
  const [deleting, setDeleting] = useState<AttributeOptionRow | null>(null);

  const destroy = () => {
    if (deleting === null) return;
    router.delete(route('admin.attributes.options.destroy', { attribute: attributeId, option: deleting.id }), {
      preserveScroll: true,
      onFinish: () => setDeleting(null),
    });
  };

  const columns: TableColumn<AttributeOptionRow>[] = [
    {
      key: 'value',
      header: t('admin.attributes.col.value'),
      wrap: true,
      cell: (option) => (
        <div data-test={`option-row-${option.slug}`}>
          <p className="font-medium">{option.value.ro}</p>
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
    {
      key: 'actions',
      header: t('admin.attributes.col.actions'),
      cell: (option) => (
        <div className="flex gap-2">
          <Button variant="secondary" size="sm" onClick={() => setEditing(option)} test={`edit-option-${option.slug}`}>
            {t('admin.catalog.edit')}
          </Button>
          <Button variant="danger" size="sm" onClick={() => setDeleting(option)} test={`delete-option-${option.slug}`}>
            {t('admin.catalog.delete')}
          </Button>
        </div>
      ),
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
      <Dialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('admin.attributes.delete_option_title', { value: deleting?.value.ro ?? '' })}
        description={t('admin.attributes.delete_option_text')}
        size="sm"
        test="delete-option-dialog"
        footer={
          <>
            <Button variant="secondary" onClick={() => setDeleting(null)}>
              {t('admin.catalog.cancel')}
            </Button>
            <Button variant="danger" onClick={destroy} test="delete-option-confirm">
              {t('admin.catalog.delete')}
            </Button>
          </>
        }
      />
    </Card>
  );
}
