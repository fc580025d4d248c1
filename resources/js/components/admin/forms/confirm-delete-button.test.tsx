import { router } from '@inertiajs/react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import ro from '../../../../../lang/ro.json';

import { ConfirmDeleteButton } from '@/components/admin/forms/confirm-delete-button';
import { renderWithPage } from '@/test/render-page';

afterEach(() => vi.restoreAllMocks());

describe('ConfirmDeleteButton', () => {
  it('asks first, naming what goes, and sends nothing when the question is turned down', async () => {
    const remove = vi.spyOn(router, 'delete').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderWithPage(<ConfirmDeleteButton url="/admin/branduri/4" name="Zorblax" test="delete-zorblax" />, {
      shared: { translations: ro },
    });

    await user.click(screen.getByRole('button', { name: ro['admin.delete.button'] }));
    const dialog = screen.getByRole('dialog', { name: ro['admin.delete.title'].replace(':name', 'Zorblax') });
    expect(within(dialog).getByText(ro['admin.delete.text'])).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: ro['admin.delete.cancel'] }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(remove).not.toHaveBeenCalled();
  });

  it('sends the DELETE to its address once confirmed, keeping the scroll, and closes when it is done', async () => {
    const remove = vi.spyOn(router, 'delete').mockImplementation((_url, options) => {
      options?.onStart?.({} as never);
      options?.onFinish?.({} as never);
    });
    const user = userEvent.setup();
    renderWithPage(
      <ConfirmDeleteButton
        url="/admin/categorii/9"
        name="Televizoare"
        test="delete-tv"
        title="Ștergeți categoria?"
        text="Doar una goală."
      />,
      { shared: { translations: ro } },
    );

    await user.click(screen.getByRole('button', { name: ro['admin.delete.button'] }));
    const dialog = screen.getByRole('dialog', { name: 'Ștergeți categoria?' });
    expect(within(dialog).getByText('Doar una goală.')).toBeInTheDocument();
    await user.click(document.querySelector('[data-test="delete-tv-confirm"]') as HTMLElement);

    expect(remove).toHaveBeenCalledTimes(1);
    expect(remove).toHaveBeenCalledWith('/admin/categorii/9', expect.objectContaining({ preserveScroll: true }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
