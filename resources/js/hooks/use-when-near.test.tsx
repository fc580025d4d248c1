import { act, render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { useWhenNear } from '@/hooks/use-when-near';

/** A stand-in for the browser's IntersectionObserver that the test moves by hand. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  observed: Element[] = [];
  disconnected = false;

  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeObserver.instances.push(this);
  }

  observe(element: Element) {
    this.observed.push(element);
  }

  disconnect() {
    this.disconnected = true;
  }

  report(isIntersecting: boolean) {
    const entries = this.observed.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

function Section({ onNear, lang }: { onNear: () => void; lang: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useWhenNear(ref, onNear, lang);

  return <div ref={ref}>section</div>;
}

/** The observer made for the nth render (0 first). */
function observerAt(index: number): FakeObserver {
  const observer = FakeObserver.instances[index];
  if (observer === undefined) throw new Error(`no observer ${index}`);
  return observer;
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeObserver.instances = [];
});

describe('useWhenNear', () => {
  it('calls back once the element comes near the viewport, and only once', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const onNear = vi.fn();
    render(<Section onNear={onNear} lang="ro" />);

    const observer = observerAt(0);
    expect(observer.observed).toHaveLength(1);
    expect(observer.options.rootMargin).toBe('400px');
    act(() => observer.report(false));
    expect(onNear).not.toHaveBeenCalled();

    act(() => observer.report(true));
    expect(onNear).toHaveBeenCalledTimes(1);
    expect(observer.disconnected).toBe(true);
  });

  it('waits again after the key changes (another language), with the newest callback', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const first = vi.fn();
    const second = vi.fn();
    const { rerender } = render(<Section onNear={first} lang="ro" />);
    act(() => observerAt(0).report(true));

    rerender(<Section onNear={second} lang="ru" />);
    expect(FakeObserver.instances).toHaveLength(2);
    expect(second).not.toHaveBeenCalled();
    act(() => observerAt(1).report(true));
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('does not call back after the section is gone', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const onNear = vi.fn();
    const { unmount } = render(<Section onNear={onNear} lang="ro" />);
    unmount();

    expect(observerAt(0).disconnected).toBe(true);
  });

  it('calls back at once where the browser cannot tell', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const onNear = vi.fn();
    render(<Section onNear={onNear} lang="ro" />);

    expect(onNear).toHaveBeenCalledTimes(1);
  });
});
