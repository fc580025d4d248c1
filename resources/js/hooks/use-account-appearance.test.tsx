import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axios from 'axios';
import { describe, expect, it, vi } from 'vitest';

import { AppearanceSwitcher } from '@/layouts/storefront/appearance-switcher';
import { useApplyAccountAppearance } from '@/hooks/use-account-appearance';
import { getAppearance } from '@/hooks/use-appearance';
import { renderWithPage } from '@/test/render-page';
import { followThemeFromScratch } from '@/test/theme';
import { type AuthUser } from '@/types/shared';

const theme = followThemeFromScratch();

function Apply() {
  useApplyAccountAppearance();

  return null;
}

const ana: AuthUser = { id: 41, name: 'Ana', email: 'ana@example.md', appearance: 'dark', role: null };

describe('the appearance saved on the account', () => {
  it('is applied in this browser when the person is signed in', () => {
    renderWithPage(<Apply />, { shared: { auth: { user: ana } } });

    expect(getAppearance()).toBe('dark');
    expect(document.documentElement).toHaveClass('dark');
    expect(window.localStorage.getItem('appearance')).toBe('dark');
  });

  it('leaves guests with their own choice', () => {
    window.localStorage.setItem('appearance', 'light');
    theme.reload();
    renderWithPage(<Apply />);

    expect(getAppearance()).toBe('light');
  });

  it('is saved on the account when a signed-in person switches, and not for guests', async () => {
    const put = vi.spyOn(axios, 'put').mockResolvedValue({ status: 204 });
    const user = userEvent.setup();

    const { unmount } = renderWithPage(<AppearanceSwitcher />);
    await user.click(screen.getByRole('radio', { name: 'Temă întunecată' }));
    expect(put).not.toHaveBeenCalled();
    unmount();

    renderWithPage(<AppearanceSwitcher />, {
      shared: { locale: 'ru', auth: { user: { ...ana, id: 42, appearance: null } } },
    });
    await user.click(screen.getByRole('radio', { name: 'Temă luminoasă' }));
    expect(put).toHaveBeenCalledWith('/ru/cont/setari/aspect', { appearance: 'light' }, expect.anything());
  });
});
