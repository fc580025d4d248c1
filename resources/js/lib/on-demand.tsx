import { type ComponentType, useEffect, useState } from 'react';

export type OnDemand<P extends object> = {
  /** Starts loading the component's chunk (once); for a hover, a focus or a touch on what will show it. */
  preload: () => Promise<ComponentType<P>>;
  /** Loads the chunk once `wanted` turns true; true from when it is there. */
  useLoaded: (wanted: boolean) => boolean;
  /** Renders the component while `open`, and after it once it has been open (a closing transition plays); nothing
   *  before its first opening, on the server or in the browser. */
  Component: ComponentType<P & { open: boolean }>;
};

/** The element last clicked or focused, for tellOpener(); kept from the start, in the browser only. */
let lastTarget: EventTarget | null = null;
if (typeof window !== 'undefined') {
  const remember = (event: Event) => {
    lastTarget = event.target;
  };
  for (const type of ['mousedown', 'click', 'focus']) window.addEventListener(type, remember, { capture: true });
}

/**
 * Headless UI gives focus back, when a dialog closes, to the element focused or clicked before it opened, from a
 * history it keeps from the moment its code runs (window listeners, capture phase): the button that opened a dialog
 * loaded on demand was used before that. A focus event (which does not bubble, so no React handler sees it) on that
 * button puts it in the history, as if Headless UI had been there all along.
 */
function tellOpener(): void {
  const active = document.activeElement;
  const opener = active !== null && active !== document.body ? active : lastTarget;
  if (opener instanceof Element && opener.isConnected) opener.dispatchEvent(new FocusEvent('focus'));
}

export function onDemand<P extends object>(load: () => Promise<ComponentType<P>>): OnDemand<P> {
  const chunk: { loading: Promise<ComponentType<P>> | null; component: ComponentType<P> | null } = {
    loading: null,
    component: null,
  };

  const preload = (): Promise<ComponentType<P>> => {
    chunk.loading ??= load().then(
      (component) => (chunk.component = component),
      (error: unknown) => {
        // A failed load (a new build replaced the chunk, the network dropped) is tried again the next time.
        chunk.loading = null;
        throw error;
      },
    );

    return chunk.loading;
  };

  function useLoaded(wanted: boolean): boolean {
    const [loaded, setLoaded] = useState(false);

    useEffect(() => {
      if (!wanted || loaded) return;
      let current = true;
      const first = chunk.component === null;
      preload().then(
        () => {
          if (!current) return;
          if (first) tellOpener();
          setLoaded(true);
        },
        (error: unknown) => console.error(error),
      );

      return () => {
        current = false;
      };
    }, [wanted, loaded]);

    return loaded;
  }

  function Component(props: P & { open: boolean }) {
    const loaded = useLoaded(props.open);
    // Loaded only through an effect or an event handler, so never while the server's HTML hydrates.
    const Loaded = chunk.component;

    return (loaded || props.open) && Loaded !== null ? <Loaded {...props} /> : null;
  }

  return { preload, useLoaded, Component };
}
