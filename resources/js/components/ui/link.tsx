import { config, shouldIntercept } from '@inertiajs/core';
import { Link as InertiaLink, router } from '@inertiajs/react';
import { type ComponentProps, type MouseEvent, type Ref } from 'react';

export type LinkProps = ComponentProps<typeof InertiaLink>;

/** What only Inertia's Link does: another method or element, data, partial reloads, visit callbacks, prefetching
 *  other than on hover. */
const INERTIA_PROPS = new Set([
  'as',
  'method',
  'data',
  'only',
  'except',
  'headers',
  'queryStringArrayFormat',
  'async',
  'preserveUrl',
  'cacheFor',
  'cacheTags',
  'viewTransition',
  'component',
  'instant',
  'pageProps',
  'onCancelToken',
  'onBefore',
  'onStart',
  'onProgress',
  'onFinish',
  'onCancel',
  'onSuccess',
  'onError',
  'onPrefetching',
  'onPrefetched',
]);

function needsInertia(props: Record<string, unknown>): boolean {
  for (const key in props) {
    if (INERTIA_PROPS.has(key) && props[key] !== undefined) return true;
  }

  return false;
}

/** The hover's prefetch timer of each link being pointed at. */
const hoverTimers = new WeakMap<Element, number>();

/**
 * The link of every page: a plain GET to a path, as nearly all are, is an `<a>` whose click (left button, no
 * modifier key, same tab) becomes an Inertia visit, and with `prefetch` (on hover) the page is fetched once the pointer
 * rests on it, as Inertia's Link does; anything more (another method, data, partial reloads, visit callbacks) is
 * Inertia's Link itself. Inertia's Link runs a dozen hooks and parses its URL at every render, which on a page of
 * product cards was a fifth of what the server spent rendering it.
 */
export function Link({ ref, ...props }: LinkProps & { ref?: Ref<HTMLAnchorElement> }) {
  const {
    href,
    preserveScroll = false,
    preserveState = null,
    replace = false,
    prefetch = false,
    onClick,
    onMouseEnter,
    onMouseLeave,
    children,
    ...rest
  } = props;
  const onHover = prefetch === true || prefetch === 'hover';
  if (typeof href !== 'string' || needsInertia(rest) || (prefetch !== false && !onHover)) {
    return <InertiaLink ref={ref} {...props} />;
  }
  // The same options for the prefetch and the visit, so the visit finds what the prefetch fetched.
  const options = () => ({ method: 'get' as const, preserveScroll, preserveState: preserveState ?? false, replace });
  const stopHover = (element: Element) => window.clearTimeout(hoverTimers.get(element));

  const hover = onHover
    ? {
        onMouseEnter: (event: MouseEvent<HTMLAnchorElement>) => {
          onMouseEnter?.(event);
          const element = event.currentTarget;
          stopHover(element);
          const delay = config.get('prefetch.hoverDelay');
          hoverTimers.set(
            element,
            window.setTimeout(() => router.prefetch(href, options()), delay),
          );
        },
        onMouseLeave: (event: MouseEvent<HTMLAnchorElement>) => {
          onMouseLeave?.(event);
          stopHover(event.currentTarget);
        },
      }
    : { onMouseEnter, onMouseLeave };

  const visit = (event: MouseEvent<HTMLAnchorElement>) => {
    stopHover(event.currentTarget);
    onClick?.(event);
    if (shouldIntercept(event)) {
      event.preventDefault();
      router.visit(href, options());
    }
  };

  return (
    <a {...(rest as ComponentProps<'a'>)} {...hover} ref={ref} href={href} onClick={visit}>
      {children}
    </a>
  );
}
