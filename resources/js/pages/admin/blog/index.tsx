import { usePage } from '@inertiajs/react';
import { Newspaper } from 'lucide-react';
import { type ReactNode } from 'react';

import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { BlogCategories } from '@/components/admin/blog/blog-categories';
import { BlogFiltersForm } from '@/components/admin/blog/blog-filters-form';
import { BlogStatusBadge } from '@/components/admin/blog/blog-status-badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Link } from '@/components/ui/link';
import { Pagination } from '@/components/ui/pagination';
import { Table, type TableColumn } from '@/components/ui/table';
import AdminLayout from '@/layouts/admin-layout';
import { formatDateTime } from '@/lib/format-date';
import { useT } from '@/lib/i18n';
import { useRoute } from '@/lib/route';
import {
  type AdminPagination,
  type BlogCategoryOption,
  type BlogFilters,
  type BlogPostRow,
  type BlogPostStatus,
} from '@/types/admin-content';

type Props = {
  rows: BlogPostRow[];
  pagination: AdminPagination;
  filters: BlogFilters;
  categories: BlogCategoryOption[];
  statuses: BlogPostStatus[];
};

/** /admin/blog: every post (drafts and scheduled ones too), searched and filtered, and the blog's categories. */
export default function AdminBlogIndexPage({ rows, pagination, filters, categories, statuses }: Props) {
  const t = useT();
  const route = useRoute();
  const { locale } = usePage().props;
  const moment = (value: string | null) => (value === null ? '—' : formatDateTime(value, locale));

  const columns: TableColumn<BlogPostRow>[] = [
    {
      key: 'title',
      header: t('admin.content.field.title'),
      wrap: true,
      cell: (post) => (
        <Link
          href={route('admin.blog.edit', { blogPost: post.id })}
          className="font-semibold text-accent-text hover:underline"
          data-test={`post-${post.slug}`}
        >
          {post.title}
        </Link>
      ),
    },
    { key: 'category', header: t('admin.blog.field.category'), cell: (post) => post.category },
    {
      key: 'status',
      header: t('admin.blog.field.status'),
      cell: (post) => <BlogStatusBadge status={post.status} test={`status-${post.slug}`} />,
    },
    { key: 'published', header: t('admin.blog.col.published'), cell: (post) => moment(post.published_at) },
    { key: 'updated', header: t('admin.content.col.updated'), cell: (post) => moment(post.updated_at) },
  ];

  return (
    <div className="space-y-5">
      <AdminPageHeader
        title={t('admin.blog.title')}
        intro={t('admin.blog.intro')}
        actions={
          <Button href={route('admin.blog.create')} test="post-new">
            {t('admin.blog.new')}
          </Button>
        }
      />
      <BlogFiltersForm filters={filters} categories={categories} statuses={statuses} />
      <p className="text-sm text-text-muted" data-test="posts-found">
        {t('admin.content.found', { count: pagination.total })}
      </p>
      <Table
        caption={t('admin.blog.title')}
        captionHidden
        columns={columns}
        rows={rows}
        rowKey={(post) => post.id}
        empty={<EmptyState icon={Newspaper} title={t('admin.blog.empty')} />}
        test="posts-table"
      />
      <Pagination
        page={pagination.current}
        pages={pagination.last}
        links={{ prev: pagination.previous, next: pagination.next }}
      />
      <BlogCategories categories={categories} />
    </div>
  );
}

AdminBlogIndexPage.layout = (page: ReactNode) => <AdminLayout>{page}</AdminLayout>;
