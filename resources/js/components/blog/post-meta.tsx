import { usePage } from '@inertiajs/react';
import { CalendarDays, Clock } from 'lucide-react';

import { formatLongDate } from '@/lib/format-date';
import { useT } from '@/lib/i18n';
import { type BlogPostCard } from '@/types/content';

/** The post's day and reading time. */
export function PostMeta({ post }: { post: BlogPostCard }) {
  const t = useT();
  const { locale } = usePage().props;

  return (
    <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-text-subtle">
      <span className="inline-flex items-center gap-1">
        <CalendarDays className="size-3.5" aria-hidden="true" />
        <time dateTime={post.published_at} data-test="post-date">
          {formatLongDate(post.published_at, locale)}
        </time>
      </span>
      <span className="inline-flex items-center gap-1" data-test="post-reading-time">
        <Clock className="size-3.5" aria-hidden="true" />
        {t('blog.reading_time', { minutes: post.reading_minutes })}
      </span>
    </p>
  );
}
