import { http } from '@inertiajs/core';
import { usePage } from '@inertiajs/react';
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';

import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useT } from '@/lib/i18n';
import { useRoute } from '@/lib/route';
import { type AlertAnswer, type AlertKind } from '@/types/stock-alerts';

type Props = { id: string; productId: number; kind: AlertKind; compact?: boolean; onClose: () => void };

type Result = { ok: true; message: string } | { ok: false; message: string; field?: 'email' };

/** What surely is no address (the server checks the rest): said at once, with no request. */
const ADDRESS = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The alert's form, opened from its button. A signed-in shopper (the account in the page's props, which only a page
 * rendered for them carries) is subscribed at once; a guest types an e-mail and gets a confirmation link. The
 * request goes through Inertia's HTTP client, which gets a page served anonymously its session and CSRF token first.
 */
export function StockAlertForm({ id, productId, kind, compact = false, onClose }: Props) {
  const t = useT();
  const route = useRoute();
  const signedIn = usePage().props.auth.user !== null;
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Result | null>(null);
  const sentForAccount = useRef(false);

  const send = useCallback(
    async (typed: string | null) => {
      setBusy(true);
      setResult(null);
      try {
        const response = await http.getClient().request({
          method: 'post',
          url: route('stock-alerts.store'),
          data: { product_id: productId, kind, ...(typed === null ? {} : { email: typed }) },
          headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
        });
        const answer = (typeof response.data === 'string' ? JSON.parse(response.data || '{}') : response.data) as
          Partial<AlertAnswer & { errors: Record<string, string[]> }> | undefined;
        if (response.status >= 400) {
          const field = answer?.errors?.email !== undefined ? 'email' : undefined;
          setResult({ ok: false, message: answer?.message ?? t('stock_alerts.error'), field });
        } else {
          setResult({ ok: true, message: answer?.message ?? '' });
        }
      } catch {
        setResult({ ok: false, message: t('stock_alerts.error') });
      } finally {
        setBusy(false);
      }
    },
    [route, productId, kind, t],
  );

  useEffect(() => {
    if (signedIn && !sentForAccount.current) {
      sentForAccount.current = true;
      void send(null);
    }
  }, [signedIn, send]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = email.trim();
    if (!ADDRESS.test(typed)) {
      const key = typed === '' ? 'stock_alerts.errors.email_required' : 'stock_alerts.errors.email';
      setResult({ ok: false, message: t(key), field: 'email' });

      return;
    }
    void send(typed);
  };

  const done = result?.ok === true;

  return (
    <div
      id={id}
      className={`rounded-lg border border-border bg-surface-muted ${compact ? 'absolute inset-x-0 top-full z-20 mt-1 p-3 shadow-lg' : 'mt-3 p-4'}`}
      data-test="stock-alert-form"
    >
      <p className="text-sm text-text-muted">
        {t(kind === 'stock' ? 'stock_alerts.dialog_stock' : 'stock_alerts.dialog_price')}
      </p>
      {!signedIn && !done && (
        <form
          method="post"
          onSubmit={submit}
          className={`mt-3 flex flex-col gap-3 ${compact ? '' : 'sm:flex-row sm:items-start'}`}
          noValidate
        >
          <TextField
            name="email"
            type="email"
            autoComplete="email"
            label={t('stock_alerts.email')}
            value={email}
            onChange={setEmail}
            required
            error={result?.ok === false && result.field === 'email' ? result.message : undefined}
            hint={t('stock_alerts.guest_hint')}
            className="min-w-0 flex-1"
          />
          <Button type="submit" loading={busy} test="stock-alert-submit" className={compact ? '' : 'sm:mt-6'}>
            {t('stock_alerts.submit')}
          </Button>
        </form>
      )}
      {signedIn && busy && (
        <p className="mt-2 text-sm text-text-muted" aria-live="polite">
          …
        </p>
      )}
      {result !== null && !(result.ok === false && result.field === 'email') && (
        <p
          role={result.ok ? 'status' : 'alert'}
          className={`mt-3 text-sm font-medium ${result.ok ? 'text-success' : 'text-danger'}`}
          data-test={result.ok ? 'stock-alert-done' : 'stock-alert-error'}
        >
          {result.message}
        </p>
      )}
      {signedIn && done && (
        <p className="mt-2 text-xs text-text-muted">
          {t('stock_alerts.account_hint')}{' '}
          <a href={route('account.alerts')} className="font-medium text-accent-text underline underline-offset-2">
            {t('stock_alerts.my_alerts')}
          </a>
        </p>
      )}
      <div className="mt-2 text-right">
        <Button variant="link" size="sm" onClick={onClose} test="stock-alert-close">
          {t('stock_alerts.close')}
        </Button>
      </div>
    </div>
  );
}
