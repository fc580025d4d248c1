/**
 * A horizontal move shorter than this (px) is a tap or a scroll, not a swipe: the gallery's touch swipe and the zoom
 * view's pointer swipe (hooks/use-pointer-swipe.ts). A module of its own, so the gallery on the first view does not
 * carry the zoom view's swipe hook.
 */
export const SWIPE_THRESHOLD = 40;
