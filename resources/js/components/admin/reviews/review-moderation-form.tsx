import { useForm } from '@inertiajs/react';

import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { useFormField } from '@/hooks/use-form-field';
import { type TranslationKey, useT } from '@/lib/i18n';
import { route } from '@/lib/route';

type Kind = 'reject' | 'reply';

const FIELDS = {
  reject: {
    field: 'reason',
    route: 'admin.reviews.reject',
    label: 'admin.reviews.reject.reason',
    submit: 'admin.reviews.reject.submit',
    max: 1000,
  },
  reply: {
    field: 'reply',
    route: 'admin.reviews.reply',
    label: 'admin.reviews.reply.label',
    submit: 'admin.reviews.reply.submit',
    max: 2000,
  },
} as const satisfies Record<
  Kind,
  { field: string; route: string; label: TranslationKey; submit: TranslationKey; max: number }
>;

/** Rejecting a review with the reason its author reads, or the shop's reply under it; kept as typed when refused. */
export function ReviewModerationForm({
  kind,
  reviewId,
  initial = '',
  onDone,
}: {
  kind: Kind;
  reviewId: number;
  initial?: string;
  onDone: () => void;
}) {
  const t = useT();
  const spec = FIELDS[kind];
  const form = useForm<Record<string, string>>({ [spec.field]: initial });
  const field = useFormField(form);

  return (
    <form
      method="post"
      className="space-y-3"
      data-test={`review-${kind}-form`}
      onSubmit={(event) => {
        event.preventDefault();
        form.post(route(spec.route, { review: reviewId }), { preserveScroll: true, onSuccess: onDone });
      }}
    >
      <Textarea {...field(spec.field)} label={t(spec.label)} rows={3} maxLength={spec.max} required />
      <div className="flex flex-wrap gap-2">
        <Button
          type="submit"
          size="sm"
          variant={kind === 'reject' ? 'danger' : 'primary'}
          loading={form.processing}
          test={`review-${kind}-submit`}
        >
          {t(spec.submit)}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onDone}>
          {t('admin.reviews.cancel')}
        </Button>
      </div>
    </form>
  );
}
