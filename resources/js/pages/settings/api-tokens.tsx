import { type FormEvent, type ReactNode } from 'react';

import { Button } from '@/components/account/buttons';
import { FormField } from '@/components/account/form-field';
import { FieldError, inputClass } from '@/components/forms/field';
import { NewToken } from '@/components/settings/new-token';
import { Panel, SettingsShell } from '@/components/settings/settings-shell';
import { TokenList } from '@/components/settings/token-list';
import { type Crumb } from '@/components/catalog/breadcrumbs';
import StoreLayout from '@/layouts/store-layout';
import { useT } from '@/lib/i18n';
import { useRoute } from '@/lib/route';
import { type ApiToken } from '@/types/account';
import { useAccountForm } from '@/hooks/use-account-form';

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
        <Panel>
          <form
            onSubmit={submit}
            className="grid gap-4 sm:grid-cols-[1fr_10rem_auto] sm:items-start"
            noValidate
            data-test="token-form"
          >
            <FormField
              name="token_name"
              label={t('account.label.token_name')}
              placeholder={t('account.settings.tokens.name_placeholder')}
              value={form.data.token_name}
              onChange={(value) => form.setData('token_name', value)}
              error={form.errors.token_name}
              maxLength={100}
            />
            <div>
              <label
                htmlFor="token-days"
                className="mb-1.5 block text-sm font-medium text-neutral-800 dark:text-neutral-200"
              >
                {t('account.label.token_days')}
              </label>
              <select
                id="token-days"
                value={form.data.days}
                onChange={(event) => form.setData('days', Number(event.target.value))}
                data-test="field-days"
                className={inputClass}
              >
                {lifetimes.map((days) => (
                  <option key={days} value={days}>
                    {t('account.settings.tokens.days', { count: days })}
                  </option>
                ))}
              </select>
              <FieldError name="days" message={form.errors.days} />
            </div>
            <Button processing={form.processing} className="sm:mt-7" data-test="token-create">
              {t('account.settings.tokens.create')}
            </Button>
          </form>
        </Panel>
        <Panel>
          <TokenList tokens={tokens} />
        </Panel>
      </div>
    </SettingsShell>
  );
}

ApiTokensPage.layout = (page: ReactNode) => <StoreLayout>{page}</StoreLayout>;
