import { Head, usePage } from '@inertiajs/react';

import { type SharedProps } from '@/types/shared';

export type OpenGraphTag = { property: string; content: string };

/** `meta` with the optional head data of App\Infrastructure\Inertia\Page::render (JSON-LD blocks, Open Graph tags). */
export type PageMeta = SharedProps['meta'] & {
  json_ld?: Record<string, unknown>[];
  open_graph?: OpenGraphTag[];
  canonical?: string;
  /** `noindex, follow` on pages search engines should not index (App\Infrastructure\Seo\Robots). */
  robots?: string;
};

/**
 * JSON for an inline `<script type="application/ld+json">`: `<`, `>` and `&` as \u escapes (as App\Infrastructure\Inertia\Page::jsonLd
 * writes them), so no text in the data can end the script element.
 */
export function jsonLdScript(block: Record<string, unknown>): string {
  return JSON.stringify(block).replace(/</g, '\\u003C').replace(/>/g, '\\u003E').replace(/&/g, '\\u0026');
}

/**
 * Title, description, canonical and hreflang links, Open Graph tags and JSON-LD of the page on screen. Inertia's head
 * manager replaces the tags the root view printed (same `head-key`s as its `data-inertia` keys), so they stay right
 * on client-side visits and disappear on pages without them.
 */
export function PageHead() {
  const { route, locales, ...props } = usePage().props;
  const meta: PageMeta = props.meta;
  const absolute = (path: string) => new URL(path, route.canonical).href;
  const fallback = locales[0];

  return (
    <Head title={meta.title}>
      {meta.description !== undefined && <meta head-key="description" name="description" content={meta.description} />}
      {meta.robots !== undefined && <meta head-key="robots" name="robots" content={meta.robots} />}
      <link head-key="canonical" rel="canonical" href={meta.canonical ?? route.canonical} />
      {locales.map((locale) => (
        <link
          key={locale}
          head-key={`alternate-${locale}`}
          rel="alternate"
          hrefLang={locale}
          href={absolute(route.alternates[locale])}
        />
      ))}
      {fallback !== undefined && (
        <link
          head-key="alternate-x-default"
          rel="alternate"
          hrefLang="x-default"
          href={absolute(route.alternates[fallback])}
        />
      )}
      {(meta.open_graph ?? []).map((tag, index) => (
        <meta key={`og-${index}`} head-key={`og-${index}`} property={tag.property} content={tag.content} />
      ))}
      {(meta.json_ld ?? []).map((block, index) => (
        <script
          key={`json-ld-${index}`}
          head-key={`json-ld-${index}`}
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: jsonLdScript(block) }}
        />
      ))}
    </Head>
  );
}
