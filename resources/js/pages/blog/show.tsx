import { type ReactNode } from 'react';

import { BlogPostCard } from '@/components/blog/blog-post-card';
import { PostBody } from '@/components/blog/post-body';
import { PostMeta } from '@/components/blog/post-meta';
import { Breadcrumbs, type Crumb } from '@/components/catalog/breadcrumbs';
import { Link } from '@/components/ui/link';
import { Container } from '@/layouts/storefront/container';
import { ProductSlider } from '@/components/products/product-slider';
import StorefrontLayout from '@/layouts/storefront-layout';
import { useT } from '@/lib/i18n';
import { type ProductCard } from '@/types/catalog';
import { type BlogPost, type BlogPostCard as Post } from '@/types/content';

type Props = {
  breadcrumbs: Crumb[];
  post: BlogPost;
  related: Post[];
  products: ProductCard[];
};

/** A blog post: cover, category, day and reading time, body, tags, the products it mentions and related posts. */
export default function BlogPostPage({ breadcrumbs, post, related, products }: Props) {
  const t = useT();

  return (
    <Container className="py-6 sm:py-8">
      <Breadcrumbs items={breadcrumbs} />
      <article className="mx-auto mt-4 max-w-3xl" data-test="blog-post">
        <Link
          href={post.category.url}
          className="text-sm font-semibold tracking-wide text-accent-text uppercase hover:underline focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none"
          data-test="post-category"
        >
          {post.category.name}
        </Link>
        <h1 data-test="post-heading" className="mt-1 text-2xl font-bold tracking-tight sm:text-4xl">
          {post.title}
        </h1>
        <div className="mt-3">
          <PostMeta post={post} />
        </div>
        <img
          src={post.cover}
          alt=""
          width={1200}
          height={630}
          className="mt-6 aspect-[40/21] w-full rounded-xl bg-surface-strong object-cover"
        />
        <p className="mt-6 text-lg font-medium text-text-soft">{post.excerpt}</p>
        <div className="mt-6">
          <PostBody html={post.body_html} />
        </div>
        {post.tags.length > 0 && (
          <ul className="mt-8 flex flex-wrap gap-2" aria-label={t('blog.tags')} data-test="post-tags">
            {post.tags.map((tag) => (
              <li key={tag.slug}>
                <Link
                  href={tag.url}
                  className="inline-block rounded-full bg-surface-strong px-3 py-1 text-sm text-text-soft hover:text-accent-text focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none"
                >
                  #{tag.name}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </article>
      <ProductSlider id="post-products" title={t('blog.related_products')} products={products} />
      {related.length > 0 && (
        <section aria-labelledby="related-posts-title" className="mt-12" data-test="related-posts">
          <h2 id="related-posts-title" className="text-xl font-bold tracking-tight sm:text-2xl">
            {t('blog.related_posts')}
          </h2>
          <div className="mt-4 grid gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3">
            {related.map((item) => (
              <BlogPostCard key={item.slug} post={item} />
            ))}
          </div>
        </section>
      )}
    </Container>
  );
}

BlogPostPage.layout = (page: ReactNode) => <StorefrontLayout>{page}</StorefrontLayout>;
