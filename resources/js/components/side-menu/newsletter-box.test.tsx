import { router } from '@inertiajs/react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import ro from '../../../../lang/ro.json';
import ru from '../../../../lang/ru.json';
import { NewsletterBox } from '@/components/side-menu/newsletter-box';
import { renderWithPage } from '@/test/render-page';

type VisitOptions = {
  onError?: (errors: Record<string, string>) => void;
  onSuccess?: (page: unknown) => void;
  errorBag?: string;
};

afterEach(() => vi.restoreAllMocks());

/** Answers the box's visit as the server would: with errors in its bag, or a success. */
function answerWith(answer: { errors?: Record<string, string> }) {
  const calls: { url: string; options: VisitOptions }[] = [];
  vi.spyOn(router, 'visit').mockImplementation((url, options = {}) => {
    const visit = options as VisitOptions;
    calls.push({ url: String(url), options: visit });
    if (answer.errors) visit.onError?.(answer.errors);
    else visit.onSuccess?.({ props: {} });
  });

  return calls;
}

describe('newsletter box', () => {
  it('shows the check-your-inbox message after a sign-up and empties the field', async () => {
    const calls = answerWith({});
    renderWithPage(<NewsletterBox />, { shared: { translations: ro } });
    const user = userEvent.setup();

    await user.type(screen.getByRole('textbox', { name: 'Abonați-vă la noutăți' }), 'ana@example.md');
    await user.click(screen.getByRole('button', { name: 'Abonați-vă' }));

    expect(calls[0]?.url).toBe('/newsletter');
    expect(calls[0]?.options.errorBag).toBe('newsletter');
    expect(await screen.findByRole('status')).toHaveTextContent('Aproape gata! V-am trimis un e-mail');
    expect(screen.getByRole('textbox', { name: 'Abonați-vă la noutăți' })).toHaveValue('');
  });

  it('shows the server message next to the field, keeps what was typed and marks the field invalid', async () => {
    answerWith({ errors: { email: 'Адрес e-mail некорректен.' } });
    renderWithPage(<NewsletterBox />, { shared: { translations: ru, locale: 'ru' } });
    const user = userEvent.setup();
    const field = screen.getByRole('textbox', { name: 'Подпишитесь на новости' });

    await user.type(field, 'ana@');
    await user.click(screen.getByRole('button', { name: 'Подписаться' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Адрес e-mail некорректен.');
    expect(field).toHaveValue('ana@');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Адрес e-mail некорректен.');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
