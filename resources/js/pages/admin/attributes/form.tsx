import { type ReactNode } from 'react';

import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { AttributeForm } from '@/components/admin/attributes/attribute-form';
import { OptionsCard } from '@/components/admin/attributes/options-card';
import AdminLayout from '@/layouts/admin-layout';
import { useT } from '@/lib/i18n';
import { type AttributeForm as Attribute, type AttributeOptionRow, type AttributeType } from '@/types/admin-catalog';

type Props = { attribute: Attribute | null; options: AttributeOptionRow[]; types: AttributeType[] };

/** /admin/caracteristici/nou and /admin/caracteristici/{id}/editare: an attribute's form, then a select's options. */
export default function AttributeFormPage({ attribute, options, types }: Props) {
  const t = useT();

  return (
    <div className="space-y-6">
      <AdminPageHeader
        title={attribute === null ? t('admin.attributes.create_title') : attribute.name.ro}
        intro={
          attribute === null
            ? t('admin.attributes.create_intro')
            : t('admin.attributes.edit_intro', { code: attribute.code, count: attribute.products_count })
        }
      />
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
        <AttributeForm key={attribute?.id ?? 'new'} attribute={attribute} types={types} />
        {attribute !== null && attribute.type === 'select' && (
          <OptionsCard attributeId={attribute.id} options={options} />
        )}
      </div>
    </div>
  );
}

AttributeFormPage.layout = (page: ReactNode) => <AdminLayout>{page}</AdminLayout>;
