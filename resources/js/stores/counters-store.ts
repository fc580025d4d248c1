import { useSyncExternalStore } from 'react';

/** The header badges' counts. Cart, favourites and compare are not built yet, so they stay at 0 (spec §2). */
export type Counters = { compare: number; favorites: number; cart: number };

export const initialCounters: Counters = { compare: 0, favorites: 0, cart: 0 };

let counters: Counters = initialCounters;
const listeners = new Set<() => void>();

export const counterActions = {
  set: (name: keyof Counters, value: number): void => {
    if (counters[name] === value) {
      return;
    }
    counters = { ...counters, [name]: value };
    listeners.forEach((listener) => listener());
  },
  reset: (): void => {
    counters = initialCounters;
    listeners.forEach((listener) => listener());
  },
};

function subscribe(listener: () => void): () => void {
  listeners.add(listener);

  return () => {
    listeners.delete(listener);
  };
}

export function useCounter(name: keyof Counters): number {
  return useSyncExternalStore(
    subscribe,
    () => counters[name],
    () => initialCounters[name],
  );
}
