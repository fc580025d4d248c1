import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { AppearanceSwitcher } from '@/layouts/storefront/appearance-switcher';
import { renderWithPage } from '@/test/render-page';
import { followThemeFromScratch } from '@/test/theme';

followThemeFromScratch();

describe('AppearanceSwitcher', () => {
  it('is a labelled radio group of light, dark and system, with system chosen by default', () => {
    renderWithPage(<AppearanceSwitcher />);

    const group = screen.getByRole('group', { name: 'Temă' });
    expect(group).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'light',
      'dark',
      'system',
    ]);
    expect(screen.getByRole('radio', { name: 'Ca pe dispozitiv' })).toBeChecked();
  });

  it('switches to dark on click and stores the choice', async () => {
    const user = userEvent.setup();
    renderWithPage(<AppearanceSwitcher />);

    await user.click(screen.getByRole('radio', { name: 'Temă întunecată' }));

    expect(screen.getByRole('radio', { name: 'Temă întunecată' })).toBeChecked();
    expect(document.documentElement).toHaveClass('dark');
    expect(window.localStorage.getItem('appearance')).toBe('dark');
  });

  it('is operable from the keyboard', async () => {
    const user = userEvent.setup();
    renderWithPage(<AppearanceSwitcher />);

    await user.tab();
    expect(screen.getByRole('radio', { name: 'Ca pe dispozitiv' })).toHaveFocus();

    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('radio', { name: 'Temă întunecată' })).toBeChecked();
    expect(document.documentElement).toHaveClass('dark');

    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('radio', { name: 'Temă luminoasă' })).toBeChecked();
    expect(document.documentElement).not.toHaveClass('dark');
  });

  it('keeps two switchers on one page in step', async () => {
    const user = userEvent.setup();
    renderWithPage(
      <>
        <AppearanceSwitcher />
        <AppearanceSwitcher />
      </>,
    );

    await user.click(screen.getAllByRole('radio', { name: 'Temă luminoasă' })[0]!);

    expect(
      screen.getAllByRole('radio', { name: 'Temă luminoasă' }).map((radio) => (radio as HTMLInputElement).checked),
    ).toEqual([true, true]);
  });
});
