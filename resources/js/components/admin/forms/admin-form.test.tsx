import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import ro from '../../../../../lang/ro.json';

import { AdminForm } from '@/components/admin/forms/admin-form';
import { TextField } from '@/components/ui/text-field';
import { renderWithPage } from '@/test/render-page';

function Form({ onSubmit, processing = false }: { onSubmit: () => void; processing?: boolean }) {
  return (
    <AdminForm
      title="Banner nou"
      actions={<a href="/banner">Vezi</a>}
      onSubmit={onSubmit}
      processing={processing}
      saveTest="banner-save"
      back="/admin/bannere"
      test="banner-form"
    >
      <TextField name="link" label="Legătura" value="" onChange={() => undefined} required />
    </AdminForm>
  );
}

describe('AdminForm', () => {
  it('hands the submit to the page (the browser does not send the form itself nor check its fields)', async () => {
    const submit = vi.fn();
    const user = userEvent.setup();
    renderWithPage(<Form onSubmit={submit} />, { shared: { translations: ro } });

    expect(screen.getByRole('heading', { level: 1, name: 'Banner nou' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vezi' })).toBeInTheDocument();
    const form = document.querySelector('[data-test="banner-form"]') as HTMLFormElement;
    expect(form.noValidate).toBe(true);
    const event = new Event('submit', { bubbles: true, cancelable: true });
    fireEvent(form, event);
    expect(event.defaultPrevented).toBe(true);

    await user.click(screen.getByRole('button', { name: ro['admin.form.save'] }));
    expect(submit).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('link', { name: ro['admin.form.back'] })).toHaveAttribute('href', '/admin/bannere');
  });

  it('keeps the save button busy while the form is on its way', () => {
    const submit = vi.fn();
    renderWithPage(<Form onSubmit={submit} processing />, { shared: { translations: ro } });

    const save = document.querySelector('[data-test="banner-save"]') as HTMLButtonElement;
    expect(save).toBeDisabled();
    expect(save).toHaveAttribute('aria-busy', 'true');
    fireEvent.click(save);
    expect(submit).not.toHaveBeenCalled();
  });
});
