import { Link } from '@inertiajs/react';
import { FileText } from 'lucide-react';
import { type ReactNode } from 'react';

import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { ConfirmDeleteButton } from '@/components/admin/forms/confirm-delete-button';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Table, type TableColumn } from '@/components/ui/table';
import AdminLayout from '@/layouts/admin-layout';
import { useT } from '@/lib/i18n';
import { useRoute } from '@/lib/route';
import { type PageRow } from '@/types/admin-content';

/** /admin/pagini: the shop's editable pages by slug; the about page opens its own editor. */
export default function AdminPagesIndexPage({ pages }: { pages: PageRow[] }) {
  const t = useT();
  const route = useRoute();

  const columns: TableColumn<PageRow>[] = [
    {
      key: 'title',
      header: t('admin.content.field.title'),
      wrap: true,
      cell: (page) => (
        <Link
          href={page.about ? route('admin.about.edit') : route('admin.pages.edit', { contentPage: page.id })}
          className="font-semibold text-accent-text hover:underline"
          data-test={`page-${page.slug}`}
        >
          {page.title}
        </Link>
      ),
    },
    {
      key: 'address',
      header: t('admin.pages.col.address'),
      cell: (page) => (
        <a href={page.url} className="text-text-muted hover:underline" target="_blank" rel="noreferrer">
          {page.url}
        </a>
      ),
    },
    { key: 'updated', header: t('admin.content.col.updated'), cell: (page) => page.updated_at ?? '—' },
    {
      key: 'actions',
      header: t('admin.content.col.actions'),
      cell: (page) =>
        page.about ? (
          <Badge tone="info">{t('admin.pages.about_badge')}</Badge>
        ) : page.legal ? (
          <Badge tone="info">{t('admin.pages.legal_badge')}</Badge>
        ) : (
          <ConfirmDeleteButton
            url={route('admin.pages.destroy', { contentPage: page.id })}
            name={page.title}
            test={`page-delete-${page.slug}`}
          />
        ),
    },
  ];

  return (
    <div className="space-y-5">
      <AdminPageHeader
        title={t('admin.pages.title')}
        intro={t('admin.pages.intro')}
        actions={
          <Button href={route('admin.pages.create')} test="page-new">
            {t('admin.pages.new')}
          </Button>
        }
      />
      <Table
        caption={t('admin.pages.title')}
        captionHidden
        columns={columns}
        rows={pages}
        rowKey={(page) => page.id}
        empty={<EmptyState icon={FileText} title={t('admin.pages.empty')} />}
        test="pages-table"
      />
    </div>
  );
}

AdminPagesIndexPage.layout = (page: ReactNode) => <AdminLayout>{page}</AdminLayout>;
