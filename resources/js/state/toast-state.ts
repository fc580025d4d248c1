import { useSyncExternalStore } from 'react';

/** A short confirmation the frame shows and reads out: what happened, and optionally where to see it. */
export type ToastMessage = {
  /** Grows with every message, so the same text twice is still a new message. */
  id: number;
  text: string;
  action?: { href: string; label: string };
};

let current: ToastMessage | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

function publish(next: ToastMessage | null): void {
  current = next;
  listeners.forEach((listener) => listener());
}

export const toastActions = {
  /** Shows a message in place of the one on screen (only the latest action matters to the shopper). */
  show: (text: string, action?: ToastMessage['action']): void => publish({ id: nextId++, text, action }),
  dismiss: (id?: number): void => {
    if (current !== null && (id === undefined || current.id === id)) {
      publish(null);
    }
  },
};

function subscribe(listener: () => void): () => void {
  listeners.add(listener);

  return () => listeners.delete(listener);
}

export function useToastMessage(): ToastMessage | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}
