import '@testing-library/jest-dom/vitest';
import { vi } from 'vitest';

// Testing Library's waitFor/findBy* advance fake timers only when they see a `jest` global (platform.md). With
// vi.useFakeTimers(), set up user-event as `userEvent.setup({ advanceTimers: vi.advanceTimersByTime })`.
Object.assign(globalThis, {
  jest: { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) },
});
