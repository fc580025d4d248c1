import { router } from '@inertiajs/react';
import { type KeyboardEvent, type PointerEvent, useRef, useState } from 'react';

import { dropIndex, moveItem } from '@/components/admin/product-images/reorder';
import { route } from '@/lib/route';
import { type AdminProductPicture } from '@/types/admin-product-images';

/**
 * The pictures' order as the staff member arranges it, saved with each move (PUT …/imagini/ordine with every id).
 * Moves come from dragging a row's handle (pointer events: mouse, pen and touch alike), the arrow keys on the focused
 * handle, or the up/down buttons. `announcement` says where the picture went, for screen readers.
 */
export function usePictureOrder(productId: number, images: AdminProductPicture[]) {
  const [order, setOrder] = useState(images);
  const [dragging, setDragging] = useState<number | null>(null);
  const [moved, setMoved] = useState<{ id: number; position: number } | null>(null);
  const rows = useRef(new Map<number, HTMLElement>());
  const dragStart = useRef<AdminProductPicture[] | null>(null);

  // The server's list after each visit (a picture added, removed, or the order refused) wins.
  const [source, setSource] = useState(images);
  if (source !== images) {
    setSource(images);
    setOrder(images);
  }

  const save = (next: AdminProductPicture[]) => {
    if (next.map((image) => image.id).join() === images.map((image) => image.id).join()) return;
    router.put(
      route('admin.products.images.order', { product: productId }),
      { ids: next.map((image) => image.id) },
      { preserveScroll: true, onError: () => setOrder(images) },
    );
  };

  const move = (from: number, to: number) => {
    const image = order[from];
    const target = Math.max(0, Math.min(to, order.length - 1));
    if (image === undefined || target === from) return;
    const next = moveItem(order, from, target);
    setOrder(next);
    setMoved({ id: image.id, position: target + 1 });
    save(next);
  };

  const onHandleKeyDown = (index: number) => (event: KeyboardEvent) => {
    const to = { ArrowUp: index - 1, ArrowDown: index + 1, Home: 0, End: order.length - 1 }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    move(index, to);
  };

  const onHandlePointerDown = (id: number) => (event: PointerEvent<HTMLElement>) => {
    if (event.button !== 0) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    dragStart.current = order;
    setDragging(id);
  };

  const onHandlePointerMove = (event: PointerEvent<HTMLElement>) => {
    if (dragging === null) return;
    const boxes = order.map((image) => rows.current.get(image.id)?.getBoundingClientRect() ?? { top: 0, height: 0 });
    const from = order.findIndex((image) => image.id === dragging);
    const to = dropIndex(event.clientY, boxes);
    if (from !== -1 && to !== from) setOrder(moveItem(order, from, to));
  };

  const onHandlePointerUp = () => {
    if (dragging === null) return;
    const position = order.findIndex((image) => image.id === dragging) + 1;
    setMoved({ id: dragging, position });
    setDragging(null);
    dragStart.current = null;
    save(order);
  };

  const onHandlePointerCancel = () => {
    if (dragStart.current !== null) setOrder(dragStart.current);
    dragStart.current = null;
    setDragging(null);
  };

  const rowRef = (id: number) => (element: HTMLElement | null) => {
    if (element === null) rows.current.delete(id);
    else rows.current.set(id, element);
  };

  return {
    order,
    dragging,
    moved,
    move,
    rowRef,
    handle: (index: number, id: number) => ({
      onKeyDown: onHandleKeyDown(index),
      onPointerDown: onHandlePointerDown(id),
      onPointerMove: onHandlePointerMove,
      onPointerUp: onHandlePointerUp,
      onPointerCancel: onHandlePointerCancel,
    }),
  };
}
