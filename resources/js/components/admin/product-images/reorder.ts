/** The list with the item at `from` moved to `to` (both clamped to the list); the same list when nothing moves. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const last = items.length - 1;
  const source = Math.max(0, Math.min(from, last));
  const target = Math.max(0, Math.min(to, last));
  if (source === target || items.length < 2) return [...items];
  const next = [...items];
  const [moved] = next.splice(source, 1);
  if (moved === undefined) return [...items];
  next.splice(target, 0, moved);

  return next;
}

/**
 * Where a dragged item belongs: the index of the row whose vertical middle the pointer has not yet passed, among the
 * rows' boxes in their current order (the dragged row's own box included), or the last index.
 */
export function dropIndex(pointerY: number, boxes: readonly { top: number; height: number }[]): number {
  for (let index = 0; index < boxes.length; index++) {
    const box = boxes[index];
    if (box !== undefined && pointerY < box.top + box.height / 2) return index;
  }

  return Math.max(0, boxes.length - 1);
}
