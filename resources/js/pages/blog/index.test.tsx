import { router } from '@inertiajs/react';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import ro from '../../../../lang/ro.json';
import ru from '../../../../lang/ru.json';
import BlogIndexPage from '@/pages/blog/index';
import { mockDarkModeMedia } from '@/test/match-media';
import { renderPage } from '@/test/render-page';
import { type BlogPostCard } from '@/types/content';

const post: BlogPostCard = {
  slug: 'cum-alegi-televizorul',
  title: 'Cum alegi televizorul',
  excerpt: 'Diagonală și rezoluție.',
  cover: '/images/blog/tv-guide.svg',
  published_at: '2026-11-21',
  reading_minutes: 3,
  category: { slug: 'ghiduri', name: 'Ghiduri', url: '/blog?categorie=ghiduri' },
  url: '/blog/cum-alegi-televizorul',
};

let stopVisits: () => void = () => undefined;

beforeEach(() => {
  mockDarkModeMedia(false);
  stopVisits = router.on('before', (event) => event.preventDefault());
});

afterEach(() => stopVisits());

function render(locale: 'ro' | 'ru', posts: BlogPostCard[]) {
  return renderPage(BlogIndexPage, {
    component: 'blog/index',
    url: locale === 'ro' ? '/blog' : '/ru/blog',
    props: {
      breadcrumbs: [],
      heading: 'Blog',
      posts,
      pagination: { page: 1, pages: 2, links: { prev: null, next: '/blog?page=2' } },
      categories: [{ slug: 'ghiduri', name: 'Ghiduri', url: '/blog?categorie=ghiduri', count: 4 }],
      active: { category: null, tag: null },
    },
    shared: { translations: locale === 'ro' ? ro : ru, locale, meta: { title: 'Blog' } },
  });
}

describe('blog index page', () => {
  it('shows each post with its day, reading time and link, and real page links', () => {
    render('ro', [post]);

    expect(screen.getByRole('link', { name: 'Cum alegi televizorul' })).toHaveAttribute('href', post.url);
    expect(screen.getByText('21 noiembrie 2026')).toBeInTheDocument();
    expect(screen.getByText('3 min de citit')).toBeInTheDocument();
    expect(document.querySelector('[data-test="pagination-next"]')).toHaveAttribute('href', '/blog?page=2');
    expect(document.querySelector('[data-test="blog-category-all"]')).toHaveAttribute('aria-current', 'page');
  });

  it('writes the day and reading time in Russian', () => {
    render('ru', [post]);
    expect(screen.getByText('3 мин чтения')).toBeInTheDocument();
    expect(screen.getByText(/21 ноября 2026/)).toBeInTheDocument();
  });

  it('says so when a filter leaves no posts', () => {
    render('ru', []);
    expect(screen.getByText('Здесь пока нет статей. Загляните позже!')).toBeInTheDocument();
  });
});
