import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { setTranslations, t, translate, useT, type TranslationKey } from '@/lib/i18n';
import { renderWithPage } from '@/test/render-page';

describe('translate', () => {
  const lines = { greeting: 'Salut, :name!', cart: ':Count produse, :COUNT în total: :count', plain: 'Acasă' };

  it('answers the line for a key', () => {
    expect(translate(lines, 'plain')).toBe('Acasă');
  });

  it('answers the key itself when the line is missing', () => {
    expect(translate(lines, 'missing.key')).toBe('missing.key');
    expect(translate(lines, 'toString')).toBe('toString');
  });

  it('fills placeholders as Laravel does, with capitalised and upper-case forms', () => {
    expect(translate(lines, 'greeting', { name: 'Ion' })).toBe('Salut, Ion!');
    expect(translate(lines, 'cart', { count: 'trei' })).toBe('Trei produse, TREI în total: trei');
  });

  it('does not let a short placeholder eat a longer one', () => {
    expect(translate({ x: ':year :yearly' }, 'x', { year: 2026, yearly: 'anual' })).toBe('2026 anual');
  });
});

describe('t and useT', () => {
  it('t() reads the translations app.tsx keeps in step with the page', () => {
    setTranslations({ 'home.title': 'Электроника' });

    expect(t('home.title')).toBe('Электроника');
  });

  it('useT() reads the shared translations prop', () => {
    function Title({ tKey }: { tKey: TranslationKey }) {
      const translateKey = useT();

      return <h1>{translateKey(tKey)}</h1>;
    }

    renderWithPage(<Title tKey="home.title" />, { shared: { translations: { 'home.title': 'Electronice' } } });

    expect(screen.getByRole('heading')).toHaveTextContent('Electronice');
  });
});
