import { PostMeta } from '@/components/blog/post-meta';
import { Link } from '@/components/ui/link';
import { type BlogPostCard as Post } from '@/types/content';

/** A post in a grid: cover, category, title (the one tab stop), excerpt, day and reading time. */
export function BlogPostCard({ post }: { post: Post }) {
  return (
    <article
      data-test={`blog-post-card-${post.slug}`}
      className="flex flex-col overflow-hidden rounded-xl border border-border bg-surface-raised transition-shadow hover:shadow-md"
    >
      <Link href={post.url} prefetch="hover" tabIndex={-1} aria-hidden="true" className="block bg-surface-strong">
        <img
          src={post.cover}
          alt=""
          loading="lazy"
          width={1200}
          height={630}
          className="aspect-[40/21] w-full object-cover"
        />
      </Link>
      <div className="flex flex-1 flex-col p-4 sm:p-5">
        <p className="text-xs font-semibold tracking-wide text-accent-text uppercase">{post.category.name}</p>
        <h2 className="mt-1 text-lg leading-snug font-semibold tracking-tight text-text">
          <Link
            href={post.url}
            prefetch="hover"
            className="rounded-sm hover:text-accent-text hover:underline focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none"
            data-test="blog-post-link"
          >
            {post.title}
          </Link>
        </h2>
        <p className="mt-2 line-clamp-3 flex-1 text-sm text-text-soft">{post.excerpt}</p>
        <div className="mt-4">
          <PostMeta post={post} />
        </div>
      </div>
    </article>
  );
}
