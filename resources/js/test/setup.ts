import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';
import { vi } from 'vitest';

// Back-office components are rendered here without the layout that adds their routes in the app.
import '@/lib/admin-routes';

// Testing Library's waitFor/findBy* advance fake timers only when they see a `jest` global (platform.md). With
// vi.useFakeTimers(), set up user-event as `userEvent.setup({ advanceTimers: vi.advanceTimersByTime })`.
Object.assign(globalThis, {
  jest: { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) },
});

// Dialogs, the side menu, the filter sheet and the suggestions load their chunk on first opening (lib/on-demand.tsx):
// the first dynamic import of a module graph in a test can take seconds on a busy machine, so findBy*/waitFor wait up
// to 10 s (tests get 30 s, vitest.config.ts) instead of Testing Library's 1 s.
configure({ asyncUtilTimeout: 10_000 });
