import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import ro from '../../../../lang/ro.json';
import ru from '../../../../lang/ru.json';
import { Pagination } from '@/components/ui/pagination';
import { renderWithPage } from '@/test/render-page';

describe('Pagination', () => {
  it('links every shown page from the current URL, marks the current one and elides long ranges', () => {
    const { container } = renderWithPage(<Pagination page={7} pages={20} />, {
      url: '/categorie-produs/telefoane?brand=lg&page=7',
      shared: { translations: ro },
    });

    expect(screen.getByRole('navigation', { name: 'Pagini' })).toHaveAttribute('data-test', 'pagination');
    expect(screen.getByRole('link', { name: 'Pagina 7' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Pagina 1' })).toHaveAttribute(
      'href',
      '/categorie-produs/telefoane?brand=lg',
    );
    expect(screen.getByRole('link', { name: 'Pagina 8' })).toHaveAttribute(
      'href',
      '/categorie-produs/telefoane?brand=lg&page=8',
    );
    expect(screen.getByRole('link', { name: 'Pagina 20' })).not.toHaveAttribute('aria-current');
    expect(screen.queryByRole('link', { name: 'Pagina 3' })).toBeNull();
    expect(container.querySelectorAll('li[aria-hidden="true"]')).toHaveLength(2);
    // Phones keep the first, current and last page of a long range.
    expect(screen.getByRole('link', { name: 'Pagina 6' }).parentElement).toHaveClass('hidden');
    expect(screen.getByRole('link', { name: 'Pagina 7' }).parentElement).not.toHaveClass('hidden');
    expect(screen.getByRole('link', { name: 'Pagina 20' }).parentElement).not.toHaveClass('hidden');
    expect(screen.getByRole('link', { name: 'Pagina anterioară' })).toHaveAttribute('rel', 'prev');
    expect(screen.getByRole('link', { name: 'Pagina următoare' })).toHaveAttribute(
      'href',
      '/categorie-produs/telefoane?brand=lg&page=8',
    );
  });

  it("uses the server's previous / next links and a given URL builder", () => {
    renderWithPage(
      <Pagination
        page={2}
        pages={3}
        href={(page) => `/comenzi/${page}`}
        links={{ prev: '/server/1', next: '/server/3' }}
      />,
      { shared: { translations: ru, locale: 'ru' } },
    );

    expect(screen.getByRole('link', { name: 'Предыдущая страница' })).toHaveAttribute('href', '/server/1');
    expect(screen.getByRole('link', { name: 'Следующая страница' })).toHaveAttribute('href', '/server/3');
    expect(screen.getByRole('link', { name: 'Страница 3' })).toHaveAttribute('href', '/comenzi/3');
  });

  it('has no previous link on the first page, no next on the last, and nothing for one page', () => {
    const { unmount } = renderWithPage(<Pagination page={1} pages={2} />, { shared: { translations: ro } });
    expect(screen.queryByRole('link', { name: 'Pagina anterioară' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Pagina următoare' })).toBeInTheDocument();
    unmount();

    renderWithPage(<Pagination page={1} pages={1} />, { shared: { translations: ro } });
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
