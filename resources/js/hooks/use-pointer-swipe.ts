import { type PointerEvent, useRef } from 'react';

import { SWIPE_THRESHOLD } from '@/lib/swipe';

type Start = { id: number; x: number; y: number };

/**
 * A horizontal swipe of one finger or pen, from pointer events: `onSwipe(1)` for a swipe to the left (the next
 * item), `onSwipe(-1)` for one to the right. A mouse drag, a short or mostly vertical move, a second finger (a pinch)
 * and a gesture the browser took over (pointercancel) are not swipes. The element needs `touch-action: pan-y` (or
 * `pan-y pinch-zoom`) so the browser leaves horizontal moves to the page.
 */
export function usePointerSwipe(onSwipe: (direction: 1 | -1) => void, enabled = true) {
  const start = useRef<Start | null>(null);

  return {
    onPointerDown: (event: PointerEvent) => {
      start.current =
        enabled && event.isPrimary && event.pointerType !== 'mouse'
          ? { id: event.pointerId, x: event.clientX, y: event.clientY }
          : null;
    },
    onPointerUp: (event: PointerEvent) => {
      const from = start.current;
      start.current = null;
      if (from === null || from.id !== event.pointerId) return;
      const dx = event.clientX - from.x;
      if (Math.abs(dx) < SWIPE_THRESHOLD || Math.abs(dx) < Math.abs(event.clientY - from.y)) return;
      onSwipe(dx < 0 ? 1 : -1);
    },
    onPointerCancel: () => {
      start.current = null;
    },
  };
}
