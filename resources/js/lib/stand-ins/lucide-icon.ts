/**
 * Stands in for lucide-react's `Icon` (its `dist/esm/Icon.mjs`, which every icon component renders; vite.config.ts
 * `lucideIconStandIn`) with the same props and the same SVG, but built once per icon and look: lucide works the
 * SVG's attributes and paths out again at every render (a dozen object spreads and class-name splits per icon), which
 * was a fifth of what the server spent rendering a page of product cards. `lucide-icon.test.tsx` renders icons through
 * both and compares the markup.
 *
 * A look is the props that shape the SVG (size, colour, stroke, class names and any other attribute); only looks made
 * of plain values are kept, at most MAX_LOOKS per icon, so a long-running SSR server never grows with what pages pass.
 */
import buildLucideIconForReact from 'lucide-react/dist/esm/shared/src/build/buildLucideIconForReact.mjs';
import { hasA11yProp } from 'lucide-react/dist/esm/shared/src/utils/hasA11yProp.mjs';
import { mergeClasses } from 'lucide-react/dist/esm/shared/src/utils/mergeClasses.mjs';
import { useLucideContext } from 'lucide-react/dist/esm/context.mjs';
import { createElement, forwardRef, type ReactElement, type ReactNode, type Ref } from 'react';

type IconNode = [string, Record<string, unknown>][];
type IconData = { name?: string; size?: number; node: IconNode; aliases?: string[] };
type Built = [string, Record<string, unknown>, IconNode?];

type IconProps = {
  color?: string;
  size?: number | string;
  width?: number | string;
  height?: number | string;
  strokeWidth?: number | string;
  absoluteStrokeWidth?: boolean;
  nonScalingStroke?: boolean;
  className?: string;
  children?: ReactNode;
  iconNode?: IconNode;
  icon?: IconData;
  [attribute: string]: unknown;
};

const MAX_LOOKS = 32;

const looks = new WeakMap<IconData, Map<string, [string, Record<string, unknown>, ReactElement[]]>>();

/** The look's key, or null when a prop is not a plain value (a handler, an object) and the look is not kept. */
function lookKey(params: Record<string, unknown>, attributes: Record<string, unknown>): string | null {
  for (const value of Object.values(attributes)) {
    if (value !== null && typeof value === 'object') return null;
    if (typeof value === 'function') return null;
  }

  return JSON.stringify([params, attributes]);
}

function build(icon: IconData, params: Record<string, unknown>): [string, Record<string, unknown>, ReactElement[]] {
  const [name, svgAttributes, nodes = []] = buildLucideIconForReact(icon, params) as Built;

  return [name, svgAttributes, nodes.map(([tag, attributes]) => createElement(tag, attributes))];
}

function built(icon: IconData, params: Record<string, unknown>, attributes: Record<string, unknown>) {
  const key = lookKey({ ...params, attributes: undefined }, attributes);
  if (key === null) return build(icon, params);
  let kept = looks.get(icon);
  if (kept === undefined) {
    kept = new Map();
    looks.set(icon, kept);
  }
  let look = kept.get(key);
  if (look === undefined) {
    look = build(icon, params);
    if (kept.size < MAX_LOOKS) kept.set(key, look);
  }

  return look;
}

const Icon = forwardRef(function Icon(
  {
    color,
    size,
    width,
    height,
    strokeWidth,
    absoluteStrokeWidth,
    nonScalingStroke,
    className = '',
    children,
    iconNode = [],
    icon = { node: iconNode, aliases: [], size: 24 },
    ...rest
  }: IconProps,
  ref: Ref<SVGSVGElement>,
) {
  const {
    size: contextSize = 24,
    strokeWidth: contextStrokeWidth = 2,
    absoluteStrokeWidth: contextAbsoluteStrokeWidth = false,
    nonScalingStroke: contextNonScalingStroke = false,
    color: contextColor = 'currentColor',
    className: contextClass = '',
  } = (useLucideContext() ?? {}) as Record<string, unknown>;
  const params = {
    color: color ?? contextColor,
    width: width ?? size ?? contextSize,
    height: height ?? size ?? contextSize,
    strokeWidth: strokeWidth ?? contextStrokeWidth,
    absoluteStrokeWidth: absoluteStrokeWidth ?? contextAbsoluteStrokeWidth,
    nonScalingStroke: nonScalingStroke ?? contextNonScalingStroke,
    className: mergeClasses(contextClass as string, className),
    hasA11yProp: Boolean(children) || hasA11yProp(rest),
    attributes: rest,
  };
  const [name, svgAttributes, nodes] = built(icon, params, rest);

  return createElement(name, { ref, ...svgAttributes }, [
    ...nodes,
    ...(Array.isArray(children) ? children : [children]),
  ]);
});

export default Icon;
