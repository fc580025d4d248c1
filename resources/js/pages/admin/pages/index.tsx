import { usePage } from '@inertiajs/react';
import { FileText } from 'lucide-react';
import { type ReactNode } from 'react';

import { AdminList } from '@/components/admin/list/admin-list';
import { Badge } from '@/components/ui/badge';
import { Link } from '@/components/ui/link';
import { type TableColumn } from '@/components/ui/table';
import AdminLayout from '@/layouts/admin-layout';
import { formatDateTime } from '@/lib/format-date';
import { useT } from '@/lib/i18n';
import { useRoute } from '@/lib/route';
import { type PageRow } from '@/types/admin-content';

/** /admin/pagini: the shop's editable pages by slug; the about page opens its own editor. */
export default function AdminPagesIndexPage({ pages }: { pages: PageRow[] }) {
  const t = useT();
  const route = useRoute();
  const { locale } = usePage().props;

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
    {
      key: 'updated',
      header: t('admin.content.col.updated'),
      cell: (page) => (page.updated_at === null ? '—' : formatDateTime(page.updated_at, locale)),
    },
  ];

  return (
    <AdminList
      title={t('admin.pages.title')}
      intro={t('admin.pages.intro')}
      create={{ href: route('admin.pages.create'), label: t('admin.pages.new'), test: 'page-new' }}
      caption={t('admin.pages.title')}
      columns={columns}
      rows={pages}
      empty={{ icon: FileText, title: t('admin.pages.empty') }}
      test="pages-table"
      more={(page) =>
        page.about ? (
          <Badge tone="info">{t('admin.pages.about_badge')}</Badge>
        ) : (
          page.legal && <Badge tone="info">{t('admin.pages.legal_badge')}</Badge>
        )
      }
      remove={(page) =>
        page.about || page.legal
          ? null
          : {
              url: route('admin.pages.destroy', { contentPage: page.id }),
              name: page.title,
              test: `page-delete-${page.slug}`,
            }
      }
    />
  );
}

AdminPagesIndexPage.layout = (page: ReactNode) => <AdminLayout>{page}</AdminLayout>;
