import { type FormEvent, type ReactNode } from 'react';

import { type Crumb } from '@/components/catalog/breadcrumbs';
import { NewToken } from '@/components/settings/new-token';
import { SettingsShell } from '@/components/settings/settings-shell';
import { TokenList } from '@/components/settings/token-list';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Select } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';
import { useAccountForm } from '@/hooks/use-account-form';
import { useFormField } from '@/hooks/use-form-field';
import StorefrontLayout from '@/layouts/storefront-layout';
import { useT } from '@/lib/i18n';
import { useRoute } from '@/lib/route';
import { type ApiToken } from '@/types/account';

type Props = {
  breadcrumbs: Crumb[];
  status: string | null;
  tokens: ApiToken[];
  lifetimes: number[];
  newToken: string | null;
};

export default function ApiTokensPage({ breadcrumbs, status, tokens, lifetimes, newToken }: Props) {
  const t = useT();
  const route = useRoute();
  const form = useAccountForm({ token_name: '', days: lifetimes[0] ?? 30 });
  const field = useFormField(form);
  const days = field('days');
  // A select holds strings; the server is sent the number of days.
  const lifetimeOptions = lifetimes.map((count) => ({
    value: String(count),
    label: t('account.settings.tokens.days', { count }),
  }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.post(route('settings.api-tokens.store'), { preserveScroll: true, onSuccess: () => form.reset() });
  };

  return (
    <SettingsShell
      breadcrumbs={breadcrumbs}
      title={t('account.settings.tokens.title')}
      intro={t('account.settings.tokens.intro')}
      status={status}
    >
      <div className="space-y-6">
        {newToken !== null && <NewToken token={newToken} />}
        <Card>
          <form
            method="post"
            onSubmit={submit}
            className="grid gap-4 sm:grid-cols-[1fr_10rem_auto] sm:items-start"
            noValidate
            data-test="token-form"
          >
            <TextField
              {...field('token_name')}
              label={t('account.label.token_name')}
              placeholder={t('account.settings.tokens.name_placeholder')}
              maxLength={100}
              required
            />
            <Select
              {...days}
              value={String(days.value)}
              onChange={(value) => days.onChange(Number(value))}
              label={t('account.label.token_days')}
              options={lifetimeOptions}
            />
            <Button type="submit" loading={form.processing} className="sm:mt-6.5" test="token-create">
              {t('account.settings.tokens.create')}
            </Button>
          </form>
        </Card>
        <Card>
          <TokenList tokens={tokens} />
        </Card>
      </div>
    </SettingsShell>
  );
}

ApiTokensPage.layout = (page: ReactNode) => <StorefrontLayout>{page}</StorefrontLayout>;
