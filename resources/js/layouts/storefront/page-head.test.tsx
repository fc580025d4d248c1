import { waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { jsonLdScript, PageHead, type PageMeta } from '@/layouts/storefront/page-head';
import { mockDarkModeMedia } from '@/test/match-media';
import { renderWithPage } from '@/test/render-page';

beforeEach(() => mockDarkModeMedia(false));

describe('page head', () => {
  it('keeps JSON-LD inside its script element whatever the data says', () => {
    const json = jsonLdScript({ name: 'TV </script><script>alert(1)</script> & co' });

    expect(json).not.toContain('</');
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual({ name: 'TV </script><script>alert(1)</script> & co' });
  });

  it('renders Open Graph tags and JSON-LD blocks with the keys the root view prints', async () => {
    const meta: PageMeta = {
      title: 'Televizor',
      description: 'Televizor la 12 999 lei.',
      open_graph: [
        { property: 'og:type', content: 'product' },
        { property: 'og:locale', content: 'ro_MD' },
      ],
      json_ld: [{ '@context': 'https://schema.org', '@type': 'Product', name: 'Televizor </script>' }],
    };
    renderWithPage(<PageHead />, { shared: { meta } });

    await waitFor(() => expect(document.head.querySelector('meta[property="og:type"]')).not.toBeNull());
    expect(document.head.querySelector('meta[property="og:type"]')).toHaveAttribute('data-inertia', 'og-0');
    expect(document.head.querySelector('meta[property="og:locale"]')).toHaveAttribute('content', 'ro_MD');
    const script = document.head.querySelector('script[type="application/ld+json"]');
    expect(script).toHaveAttribute('data-inertia', 'json-ld-0');
    expect(JSON.parse(script?.textContent ?? '')).toMatchObject({ '@type': 'Product', name: 'Televizor </script>' });
  });

  it('says noindex on the pages the server marks, with the key the root view prints', async () => {
    const meta: PageMeta = { title: 'Coș', robots: 'noindex, follow' };
    renderWithPage(<PageHead />, { shared: { meta } });

    await waitFor(() => expect(document.head.querySelector('meta[name="robots"]')).not.toBeNull());
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('data-inertia', 'robots');
  });

  it('leaves indexable pages without a robots tag', async () => {
    renderWithPage(<PageHead />, { shared: { meta: { title: 'Televizoare' } } });

    await waitFor(() => expect(document.head.querySelector('link[rel="canonical"]')).not.toBeNull());
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });
});
