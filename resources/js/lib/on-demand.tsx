import { type ComponentType, useEffect, useState } from 'react';

export type OnDemand<P extends object> = {
  /** Starts loading the component's chunk (once); for a hover, a focus or a touch on what will show it. */
  preload: () => Promise<ComponentType<P>>;
  /** The component once it is wanted and loaded, `null` until then. */
  useComponent: (wanted: boolean) => ComponentType<P> | null;
  /** Renders the component once `open` has been true, loading its chunk then; nothing before. */
  Component: ComponentType<P & { open: boolean }>;
};

/**
 * A component the first view does not show (a dialog, a drawer, a list under a field), kept out of the page's first
 * chunks: its chunk loads the first time it is wanted (or on `preload()`), and it renders from then on, so a dialog
 * still plays its closing transition. Nothing renders before, on the server and in the browser alike, so hydration
 * matches. Headless UI's Dialog moves focus into the panel when it mounts open, so the first opening behaves like
 * the next ones, only a chunk's load later; the button that opened it keeps focus meanwhile and gets it back on close.
 */
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
  let loading: Promise<ComponentType<P>> | null = null;

  const preload = (): Promise<ComponentType<P>> => {
    loading ??= load().catch((error: unknown) => {
      // A failed load (a new build replaced the chunk, the network dropped) is tried again the next time.
      loading = null;
      throw error;
    });

    return loading;
  };

  function useComponent(wanted: boolean): ComponentType<P> | null {
    const [component, setComponent] = useState<ComponentType<P> | null>(null);

    useEffect(() => {
      if (!wanted || component !== null) return;
      let current = true;
      preload().then(
        (loaded) => {
          if (!current) return;
          tellOpener();
          setComponent(() => loaded);
        },
        (error: unknown) => console.error(error),
      );

      return () => {
        current = false;
      };
    }, [wanted, component]);

    return component;
  }

  function Component(props: P & { open: boolean }) {
    const Loaded = useComponent(props.open);

    return Loaded === null ? null : <Loaded {...props} />;
  }

  return { preload, useComponent, Component };
}
