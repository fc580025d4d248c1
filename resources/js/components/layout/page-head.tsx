import { Head, usePage } from '@inertiajs/react';

/**
 * Title, description, canonical and hreflang links of the page on screen. Inertia's head manager replaces the tags
 * the root view printed (same `head-key`s), so they stay right on client-side visits.
 */
export function PageHead() {
  const { meta, route, locales } = usePage().props;
  const absolute = (path: string) => new URL(path, route.canonical).href;
  const fallback = locales[0];

  return (
    <Head title={meta.title}>
      {meta.description !== undefined && <meta head-key="description" name="description" content={meta.description} />}
      <link head-key="canonical" rel="canonical" href={route.canonical} />
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
    </Head>
  );
}
