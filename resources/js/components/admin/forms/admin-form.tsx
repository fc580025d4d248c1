import { type ReactNode } from 'react';

import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n';

type FormProps = {
  /** Called on submit (the browser's own submit is stopped): `form.post(…)` or `form.put(…)`. */
  onSubmit: () => void;
  /** The form's data-test mark. */
  test?: string;
  className?: string;
  children: ReactNode;
};

type ButtonsProps = {
  /** The form is on its way: the save button spins. */
  processing: boolean;
  /** The save button's data-test mark. */
  saveTest: string;
  saveLabel?: string;
  /** The list the form belongs to: a "Back to the list" button beside save. */
  back?: string;
};

type Props = FormProps &
  ButtonsProps & {
    /** The page's heading (its one h1), a line under it and its buttons on the right (view in the shop, delete…). */
    title: ReactNode;
    intro?: ReactNode;
    actions?: ReactNode;
  };

/**
 * The back office's one create/update form: the page header, the cards of fields and, under them, save and back.
 * Validation stays the server's (`noValidate`); each field shows its own error.
 */
export function AdminForm({ title, intro, actions, onSubmit, test, className = '', children, ...buttons }: Props) {
  return (
    <PostForm onSubmit={onSubmit} test={test} className={`space-y-6 ${className}`}>
      <AdminPageHeader title={title} intro={intro} actions={actions} />
      {children}
      <FormButtons {...buttons} />
    </PostForm>
  );
}

/** A form the page sends itself (Inertia): `method="post"`, no browser validation, submit handed to `onSubmit`. */
export function PostForm({ onSubmit, test, className, children }: FormProps) {
  return (
    <form
      method="post"
      noValidate
      className={className}
      data-test={test}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}

/** A form's save button and, given the list, its way back to it. */
export function FormButtons({ processing, saveTest, saveLabel, back }: ButtonsProps) {
  const t = useT();

  return (
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
  );
}
