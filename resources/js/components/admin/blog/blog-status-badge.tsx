import { Badge } from '@/components/ui/badge';
import { useT } from '@/lib/i18n';
import { type BlogPostStatus } from '@/types/admin-content';

const tones = { draft: 'neutral', scheduled: 'info', published: 'success' } as const;

/** Draft, scheduled or published, as a badge. */
export function BlogStatusBadge({ status, test }: { status: BlogPostStatus; test?: string }) {
  const t = useT();

  return (
    <Badge tone={tones[status]} test={test}>
      {t(`admin.blog.status.${status}`)}
    </Badge>
  );
}
