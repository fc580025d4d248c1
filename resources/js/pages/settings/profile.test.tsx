import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';

import ru from '../../../../lang/ru.json';
import ProfileSettingsPage from '@/pages/settings/profile';
import { captureVisits } from '@/test/capture-visits';
import { mockDarkModeMedia } from '@/test/match-media';
import { renderPage } from '@/test/render-page';
import { type Account } from '@/types/account';

const visits = captureVisits();

beforeEach(() => mockDarkModeMedia(false));

const account: Account = {
  id: 3,
  name: 'Ana',
  email: 'ana@example.md',
  phone: null,
  locale: 'ro',
  email_verified: false,
  pending_email: null,
  two_factor_enabled: false,
  appearance: null,
  created_at: '2026-11-01',
};

function render(overrides: Partial<Account> = {}) {
  return renderPage(ProfileSettingsPage, {
    url: '/ru/cont/setari/profil',
    props: { breadcrumbs: [], status: null, account: { ...account, ...overrides } },
    shared: { translations: ru, locale: 'ru', meta: { title: 'Профиль' } },
  });
}

describe('profile settings', () => {
  it('starts from the saved details, says the address is unverified, and saves the changes', async () => {
    const user = userEvent.setup();
    render();

    expect(screen.getByLabelText(/^Имя и фамилия/)).toHaveValue('Ana');
    expect(screen.getByText('Адрес e-mail не подтверждён.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Телефон (необязательно)'), '+37369123456');
    await user.selectOptions(screen.getByLabelText('Предпочитаемый язык (для писем)'), 'ru');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));

    expect(visits).toEqual([
      {
        method: 'patch',
        url: '/ru/cont/setari/profil',
        data: { name: 'Ana', email: 'ana@example.md', phone: '+37369123456', locale: 'ru' },
      },
    ]);
  });

  it('asks for the current password only when the address changes, and sends it with the new address', async () => {
    const user = userEvent.setup();
    render();

    expect(screen.queryByLabelText(/^Текущий пароль/)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/^E-mail/), '{Control>}a{/Control}ana.new@example.md');
    expect(screen.getByText('Чтобы сменить адрес e-mail, введите текущий пароль.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Текущий пароль/), 'my password');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));

    expect(visits).toEqual([
      {
        method: 'patch',
        url: '/ru/cont/setari/profil',
        data: { name: 'Ana', email: 'ana.new@example.md', phone: '', locale: 'ro', current_password: 'my password' },
      },
    ]);
  });

  it('deletes the account only through a dialog that asks for the password', async () => {
    const user = userEvent.setup();
    render();

    await user.click(screen.getByRole('button', { name: 'Удалить аккаунт' }));
    const dialog = await screen.findByRole('dialog', { name: 'Точно удалить аккаунт?' });
    expect(dialog).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Пароль/), 'my password');
    await user.click(screen.getByRole('button', { name: 'Удалить навсегда' }));

    expect(visits).toEqual([{ method: 'delete', url: '/ru/cont/setari/profil', data: { password: 'my password' } }]);
  });

  it('shows a new address waiting for its link, and the account’s own address in the field', () => {
    render({ email_verified: true, pending_email: 'ana.noua@example.md' });

    expect(screen.getByLabelText(/^E-mail/)).toHaveValue('ana@example.md');
    expect(
      screen.getByText(
        'Новый адрес ana.noua@example.md ждёт подтверждения: откройте ссылку из письма, отправленного туда. Если письма нет, введите адрес ещё раз и сохраните.',
      ),
    ).toBeInTheDocument();
  });

  it('keeps a small link to the API tokens at the foot of the settings, outside the settings menu', () => {
    render();

    const corner = document.querySelector<HTMLElement>('[data-test="developer-corner"]');
    expect(corner).toHaveTextContent(`Для разработчиков: ${ru['account.settings.tokens.title']}`);
    expect(screen.getByRole('link', { name: ru['account.settings.tokens.title'] })).toHaveAttribute(
      'href',
      '/ru/cont/setari/tokenuri-api',
    );
    expect(screen.getByRole('navigation', { name: ru['account.settings.nav'] })).not.toHaveTextContent(
      ru['account.settings.tokens.title'],
    );
  });

  it('makes a saved profile’s status the outcome the focus goes to', () => {
    renderPage(ProfileSettingsPage, {
      url: '/ru/cont/setari/profil',
      props: { breadcrumbs: [], status: 'Сохранено.', account },
      shared: { translations: ru, locale: 'ru', meta: { title: 'Профиль' } },
    });

    const status = document.querySelector('[data-test="status"]');
    expect(status).toHaveTextContent('Сохранено.');
    expect(status).toHaveAttribute('data-arrival');
    expect(status).toHaveAttribute('tabindex', '-1');
  });
});
