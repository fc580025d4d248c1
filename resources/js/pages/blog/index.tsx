import { type ReactNode } from 'react';

import { BlogPostCard } from '@/components/blog/blog-post-card';
import { CategoryFilter } from '@/components/blog/category-filter';
import { Breadcrumbs, type Crumb } from '@/components/catalog/breadcrumbs';
import { Container } from '@/layouts/storefront/container';
import { Pagination } from '@/components/ui/pagination';
import StorefrontLayout from '@/layouts/storefront-layout';
import { useT } from '@/lib/i18n';
import { type BlogCategoryFilter, type BlogPostCard as Post } from '@/types/content';

type Props = {
  breadcrumbs: Crumb[];
  heading: string;
  posts: Post[];
  pagination: { page: number; pages: number; links: { prev: string | null; next: string | null } };
  categories: BlogCategoryFilter[];
  active: { category: string | null; tag: { slug: string; name: string } | null };
};

/** The blog: published posts, newest first, by category or tag, six a page. */
export default function BlogIndexPage({ breadcrumbs, heading, posts, pagination, categories, active }: Props) {
  const t = useT();

  return (
    <Container className="py-6 sm:py-8">
      <Breadcrumbs items={breadcrumbs} />
      <h1 data-test="blog-heading" className="mt-4 text-2xl font-bold tracking-tight sm:text-3xl">
        {heading}
      </h1>
      <p className="mt-2 max-w-3xl text-text-muted">{t('blog.description')}</p>
      <CategoryFilter categories={categories} active={active} />
      {posts.length === 0 ? (
        <p
          data-test="blog-empty"
          className="mt-8 rounded-xl border border-dashed border-border-strong p-8 text-center text-text-muted"
        >
          {t('blog.empty')}
        </p>
      ) : (
        <div data-test="blog-posts" className="mt-6 grid gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3">
          {posts.map((post) => (
            <BlogPostCard key={post.slug} post={post} />
          ))}
        </div>
      )}
      <div className="mt-8">
        <Pagination page={pagination.page} pages={pagination.pages} links={pagination.links} />
      </div>
    </Container>
  );
}

BlogIndexPage.layout = (page: ReactNode) => <StorefrontLayout>{page}</StorefrontLayout>;
