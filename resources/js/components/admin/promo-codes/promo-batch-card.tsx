import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TextField } from '@/components/ui/text-field';
import { useAccountForm } from '@/hooks/use-account-form';
import { useFormField } from '@/hooks/use-form-field';
import { useT } from '@/lib/i18n';
import { formatNumber } from '@/lib/money';
import { useRoute } from '@/lib/route';

/**
 * A code rule's batch of single-use codes: how many and a prefix, then every code of the rule as a CSV file. Not a
 * <form> of its own: the page's form is the rule's.
 */
export function PromoBatchCard({ id, codes }: { id: number; codes: number }) {
  const t = useT();
  const route = useRoute();
  const form = useAccountForm({ count: '500', prefix: '' });
  const field = useFormField(form);

  return (
    <Card header={t('admin.promo_codes.batch.title')}>
      <p className="text-sm text-text-muted">{t('admin.promo_codes.batch.intro', { count: formatNumber(codes) })}</p>
      <div className="mt-4 grid gap-4 sm:grid-cols-[10rem_14rem_auto] sm:items-end">
        <TextField
          {...field('count')}
          type="number"
          inputMode="numeric"
          min={1}
          label={t('admin.promo_codes.batch.count')}
        />
        <TextField {...field('prefix')} maxLength={10} label={t('admin.promo_codes.batch.prefix')} />
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            loading={form.processing}
            onClick={() => form.post(route('admin.promo-codes.batch', { rule: id }), { preserveScroll: true })}
            test="promo-batch-make"
          >
            {t('admin.promo_codes.batch.make')}
          </Button>
          <a
            href={route('admin.promo-codes.export', { rule: id })}
            download
            className={buttonClasses({ variant: 'ghost' })}
            data-test="promo-batch-export"
          >
            {t('admin.promo_codes.batch.export')}
          </a>
        </div>
      </div>
    </Card>
  );
}
