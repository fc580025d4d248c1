import { act, renderHook } from '@testing-library/react';
import { createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import {
  appearanceCookie,
  initializeTheme,
  setAppearance,
  setServerAppearance,
  useAppearance,
} from '@/hooks/use-appearance';
import { mockDarkModeMedia } from '@/test/match-media';

const root = document.documentElement;
let stopFollowing: () => void = () => undefined;

function start(): void {
  stopFollowing = initializeTheme();
}

beforeEach(() => {
  window.localStorage.clear();
  document.cookie = 'appearance=; path=/; max-age=0';
  root.classList.remove('dark');
});

afterEach(() => stopFollowing());

describe('appearance', () => {
  it('defaults to system, which follows the device', () => {
    mockDarkModeMedia(true);
    start();

    const { result } = renderHook(() => useAppearance());

    expect(result.current.appearance).toBe('system');
    expect(root).toHaveClass('dark');
  });

  it('is light under system on a light device', () => {
    mockDarkModeMedia(false);
    start();

    expect(root).not.toHaveClass('dark');
  });

  it('stores the choice in localStorage and a 365-day Lax cookie for the whole site', () => {
    mockDarkModeMedia(false);
    start();
    const cookieWrites = vi.spyOn(document, 'cookie', 'set');
    const { result } = renderHook(() => useAppearance());

    act(() => result.current.updateAppearance('dark'));

    expect(window.localStorage.getItem('appearance')).toBe('dark');
    expect(cookieWrites).toHaveBeenCalledWith('appearance=dark; path=/; max-age=31536000; SameSite=Lax');
    expect(appearanceCookie('light')).toBe('appearance=light; path=/; max-age=31536000; SameSite=Lax');
    expect(appearanceCookie('light', true)).toBe('appearance=light; path=/; max-age=31536000; SameSite=Lax; Secure');
    expect(document.cookie).toContain('appearance=dark');
    expect(result.current.appearance).toBe('dark');
  });

  it('toggles the dark class on <html>: dark and light force it', () => {
    mockDarkModeMedia(true);
    start();

    act(() => setAppearance('light'));
    expect(root).not.toHaveClass('dark');

    act(() => setAppearance('dark'));
    expect(root).toHaveClass('dark');
  });

  it('follows a live change of the device setting in system mode', () => {
    const device = mockDarkModeMedia(false);
    start();
    expect(root).not.toHaveClass('dark');

    act(() => device.setDark(true));
    expect(root).toHaveClass('dark');

    act(() => device.setDark(false));
    expect(root).not.toHaveClass('dark');
  });

  it('ignores device changes while light or dark is forced', () => {
    const device = mockDarkModeMedia(false);
    start();

    act(() => setAppearance('light'));
    act(() => device.setDark(true));
    expect(root).not.toHaveClass('dark');

    act(() => setAppearance('dark'));
    act(() => device.setDark(false));
    expect(root).toHaveClass('dark');

    act(() => setAppearance('system'));
    expect(root).not.toHaveClass('dark');
  });

  it('starts from the stored choice, or the cookie when storage is empty', () => {
    mockDarkModeMedia(false);
    window.localStorage.setItem('appearance', 'dark');
    start();
    expect(root).toHaveClass('dark');
    stopFollowing();

    window.localStorage.clear();
    document.cookie = 'appearance=light; path=/';
    mockDarkModeMedia(true);
    start();
    expect(root).not.toHaveClass('dark');
    expect(renderHook(() => useAppearance()).result.current.appearance).toBe('light');
  });

  it('treats an unknown stored value as system', () => {
    mockDarkModeMedia(true);
    window.localStorage.setItem('appearance', 'sepia');
    start();

    expect(renderHook(() => useAppearance()).result.current.appearance).toBe('system');
    expect(root).toHaveClass('dark');
  });
});

describe('appearance on a server-rendered page', () => {
  function Choice() {
    return createElement('span', null, useAppearance().appearance);
  }

  afterEach(() => setServerAppearance('system'));

  it('renders on the server with the choice the server knew (its cookie), not a guess', () => {
    setServerAppearance('dark');
    expect(renderToString(createElement(Choice))).toBe('<span>dark</span>');

    setServerAppearance('light');
    expect(renderToString(createElement(Choice))).toBe('<span>light</span>');
  });

  it('hydrates without a mismatch, then shows the browser’s own choice', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setServerAppearance('dark');
    const container = document.createElement('div');
    container.innerHTML = renderToString(createElement(Choice));
    window.localStorage.setItem('appearance', 'light');
    start();
    const recoverable = vi.fn();

    await act(async () => {
      hydrateRoot(container, createElement(Choice), { onRecoverableError: recoverable });
    });

    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(container.textContent).toBe('light');
    errors.mockRestore();
  });
});
