import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import ro from '../../../../lang/ro.json';
import ru from '../../../../lang/ru.json';
import RegisterPage from '@/pages/auth/register';
import { mockDarkModeMedia } from '@/test/match-media';
import { renderPage } from '@/test/render-page';

beforeEach(() => mockDarkModeMedia(false));

describe('registration from an order', () => {
  it.each([
    ['ro', ro],
    ['ru', ru],
  ] as const)('starts with the order’s name, e-mail and phone (%s)', (locale, translations) => {
    renderPage(RegisterPage, {
      component: 'auth/register',
      shared: { locale, translations },
      props: { prefill: { name: 'Ana Popescu', email: 'ana@example.md', phone: '060 12 34 56' } },
    });

    expect(document.querySelector('[data-test="field-name"]')).toHaveValue('Ana Popescu');
    expect(document.querySelector('[data-test="field-email"]')).toHaveValue('ana@example.md');
    expect(document.querySelector('[data-test="field-phone"]')).toHaveValue('060 12 34 56');
    expect(document.querySelector('[data-test="field-password"]')).toHaveValue('');
    expect(screen.getByRole('button', { name: translations['account.register.submit'] })).toBeInTheDocument();
  });
});
