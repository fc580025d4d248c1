import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import ro from '../../../../lang/ro.json';
import ru from '../../../../lang/ru.json';
import { Toast } from '@/components/ui/toast';
import { renderWithPage } from '@/test/render-page';

afterEach(() => vi.useRealTimers());

const message = { id: 1, text: 'Produsul a fost adăugat la favorite.', action: { href: '/favorite', label: 'Vezi' } };

describe('toast', () => {
  it('keeps an empty polite live region in the page before any message', () => {
    renderWithPage(<Toast message={null} onClose={() => undefined} />, { shared: { translations: ro } });

    const live = screen.getByRole('status');
    expect(live).toHaveAttribute('aria-live', 'polite');
    expect(live).toHaveTextContent('');
    expect(document.querySelector('[data-test="toast"]')).toBeNull();
  });

  it('closes itself after its time and from its translated close button', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const onClose = vi.fn();
    const { unmount } = renderWithPage(<Toast message={message} onClose={onClose} duration={4000} />, {
      shared: { translations: ro },
    });
    expect(screen.getByRole('status')).toHaveTextContent(message.text);
    act(() => vi.advanceTimersByTime(3900));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(200));
    expect(onClose).toHaveBeenCalledTimes(1);
    unmount();

    const onCloseRu = vi.fn();
    renderWithPage(<Toast message={message} onClose={onCloseRu} />, { shared: { locale: 'ru', translations: ru } });
    await userEvent
      .setup({ advanceTimers: vi.advanceTimersByTime })
      .click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(onCloseRu).toHaveBeenCalledTimes(1);
  });
});
