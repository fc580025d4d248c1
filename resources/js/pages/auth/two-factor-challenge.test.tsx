import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';

import ru from '../../../../lang/ru.json';
import TwoFactorChallengePage from '@/pages/auth/two-factor-challenge';
import { captureVisits } from '@/test/capture-visits';
import { mockDarkModeMedia } from '@/test/match-media';
import { renderPage } from '@/test/render-page';

const visits = captureVisits();

beforeEach(() => mockDarkModeMedia(false));

function render() {
  return renderPage(TwoFactorChallengePage, {
    url: '/ru/autentificare/cod',
    shared: { translations: ru, locale: 'ru', meta: { title: 'Двухэтапная проверка' } },
  });
}

describe('two-factor challenge', () => {
  it('keeps only six digits of the code and sends only the code', async () => {
    const user = userEvent.setup();
    render();

    const code = screen.getByLabelText(/^Код из приложения/);
    await user.type(code, '12 34-5678');
    expect(code).toHaveValue('123456');
    await user.click(screen.getByRole('button', { name: 'Проверить' }));

    expect(visits).toEqual([{ method: 'post', url: '/ru/autentificare/cod', data: { code: '123456' } }]);
  });

  it('switches to a recovery code and sends only that', async () => {
    const user = userEvent.setup();
    render();

    await user.click(screen.getByRole('button', { name: 'Использовать код восстановления' }));
    expect(screen.queryByLabelText(/^Код из приложения/)).toBeNull();
    await user.type(screen.getByLabelText(/^Код восстановления/), 'abcde-fghij');
    await user.click(screen.getByRole('button', { name: 'Проверить' }));

    expect(visits).toEqual([{ method: 'post', url: '/ru/autentificare/cod', data: { recovery_code: 'abcde-fghij' } }]);
    expect(screen.getByRole('button', { name: 'Использовать код из приложения' })).toBeInTheDocument();
  });
});
