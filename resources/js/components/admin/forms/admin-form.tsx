import { type ReactNode } from 'react';

import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n';

type Props = {
  /** The page's heading (its one h1), a line under it and its buttons on the right (view in the shop, delete…). */
  title: ReactNode;
  intro?: ReactNode;
  actions?: ReactNode;
  /** Called on submit (the browser's own submit is stopped): `form.post(…)` or `form.put(…)`. */
  onSubmit: () => void;
  /** The form is on its way: the save button spins. */
  processing: boolean;
  /** The save button's data-test mark. */
  saveTest: string;
  saveLabel?: string;
  /** The list the form belongs to: a "Back to the list" button beside save. */
  back?: string;
  /** The form's data-test mark. */
  test?: string;
  /** Classes for the form (e.g. `max-w-2xl` for a short one). */
  className?: string;
  /** The cards of fields. */
  children: ReactNode;
};

/**
 * The back office's one create/update form: the page header, the cards of fields and, under them, save and back.
 * Validation stays the server's (`noValidate`); each field shows its own error.
 */
export function AdminForm({
  title,
  intro,
  actions,
  onSubmit,
  processing,
  saveTest,
  saveLabel,
  back,
  test,
  className = '',
  children,
}: Props) {
  const t = useT();

  return (
    <form
      method="post"
      noValidate
      className={`space-y-6 ${className}`}
      data-test={test}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <AdminPageHeader title={title} intro={intro} actions={actions} />
      {children}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" loading={processing} test={saveTest}>
          {saveLabel ?? t('admin.form.save')}
        </Button>
        {back !== undefined && (
          <Button variant="secondary" href={back}>
            {t('admin.form.back')}
          </Button>
        )}
      </div>
    </form>
  );
}
