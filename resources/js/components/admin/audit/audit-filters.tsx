import { router } from '@inertiajs/react';
import { type FormEvent, useState } from 'react';

import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';
import { useT } from '@/lib/i18n';
import { useRoute } from '@/lib/route';
import { type AuditLogFilters } from '@/types/admin';

type Options = { users: { id: number; label: string }[]; actions: { value: string; label: string }[] };

/** The audit log's filters, sent as the page's query string (a filtered view is a link to share). */
export function AuditFilters({ filters, options }: { filters: AuditLogFilters; options: Options }) {
  const t = useT();
  const route = useRoute();
  const [data, setData] = useState({
    user: filters.user === null ? '' : String(filters.user),
    action: filters.action ?? '',
    subject: filters.subject ?? '',
    from: filters.from ?? '',
    to: filters.to ?? '',
  });
  const set = (key: keyof typeof data) => (value: string) => setData((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = Object.fromEntries(Object.entries(data).filter(([, value]) => value !== ''));
    router.get(route('admin.audit.index'), query, { preserveState: true, preserveScroll: true });
  };

  return (
    <form
      method="get"
      onSubmit={submit}
      noValidate
      className="grid gap-3 rounded-card border border-border bg-surface-raised p-4 sm:grid-cols-2 lg:grid-cols-6"
      data-test="audit-filters"
    >
      <Select
        name="user"
        label={t('admin.audit.filter.user')}
        value={data.user}
        onChange={set('user')}
        options={[
          { value: '', label: t('admin.audit.filter.any_user') },
          ...options.users.map((user) => ({ value: String(user.id), label: user.label })),
        ]}
        className="lg:col-span-2"
      />
      <Select
        name="action"
        label={t('admin.audit.filter.action')}
        value={data.action}
        onChange={set('action')}
        options={[{ value: '', label: t('admin.audit.filter.any_action') }, ...options.actions]}
        className="lg:col-span-2"
      />
      <TextField
        name="subject"
        label={t('admin.audit.filter.subject')}
        hint={t('admin.audit.filter.subject_hint')}
        value={data.subject}
        onChange={set('subject')}
        className="lg:col-span-2"
      />
      <TextField
        name="from"
        type="date"
        label={t('admin.audit.filter.from')}
        value={data.from}
        onChange={set('from')}
        className="lg:col-span-2"
      />
      <TextField
        name="to"
        type="date"
        label={t('admin.audit.filter.to')}
        value={data.to}
        onChange={set('to')}
        className="lg:col-span-2"
      />
      <div className="flex items-end gap-2 lg:col-span-2">
        <Button type="submit" test="audit-apply">
          {t('admin.audit.filter.apply')}
        </Button>
        <Button variant="ghost" href={route('admin.audit.index')} test="audit-reset">
          {t('admin.audit.filter.reset')}
        </Button>
      </div>
    </form>
  );
}
