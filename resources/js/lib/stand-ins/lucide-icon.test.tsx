import LucideIcon from 'lucide-react/dist/esm/Icon.mjs';
import { type ComponentType, createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import Icon from '@/lib/stand-ins/lucide-icon';

// Icons as lucide's icon modules describe them (one with an alias, which adds a class).
const xIcon = {
  name: 'x',
  size: 24,
  node: [
    ['path', { d: 'M18 6 6 18', key: 'a' }],
    ['path', { d: 'm6 6 12 12', key: 'b' }],
  ],
};
const starIcon = {
  name: 'star',
  aliases: ['star-outline'],
  size: 24,
  node: [['polygon', { points: '12 2 15 8 22 9 17 14 18 21 12 18 6 21 7 14 2 9 9 8', key: 'c' }]],
};

const looks: Record<string, unknown>[] = [
  {},
  { className: 'size-5 shrink-0', 'aria-hidden': 'true' },
  { size: 16, strokeWidth: 1.5, color: 'red', 'data-test': 'icon' },
  { size: 32, absoluteStrokeWidth: true },
  { width: 20, height: 12, nonScalingStroke: true },
  { 'aria-label': 'Închide', role: 'img' },
  { onClick: () => undefined, className: 'cursor-pointer' },
  { style: { color: 'blue' } },
];

const markup = (
  component: ComponentType<Record<string, unknown>>,
  icon: object,
  props: Record<string, unknown>,
  children?: string,
) =>
  renderToStaticMarkup(
    createElement(
      component,
      { icon, ...props },
      children === undefined ? undefined : createElement('title', {}, children),
    ),
  );

describe("lucide-react's Icon stand-in", () => {
  it.each(looks)('draws the same SVG as lucide for %o, the first time and from what it kept', (props) => {
    for (const icon of [xIcon, starIcon]) {
      const expected = markup(LucideIcon, icon, props);
      expect(markup(Icon, icon, props)).toBe(expected);
      expect(markup(Icon, icon, props)).toBe(expected);
    }
  });

  it('draws the same SVG as lucide with children, which make the icon speak for itself', () => {
    expect(markup(Icon, xIcon, {}, 'Închide')).toBe(markup(LucideIcon, xIcon, {}, 'Închide'));
  });

  it('keeps a bounded number of looks of one icon, and draws every other one right all the same', () => {
    for (let n = 0; n < 100; n++) {
      const props = { 'data-test': `remove-${n}` };
      expect(markup(Icon, starIcon, props)).toBe(markup(LucideIcon, starIcon, props));
    }
  });
});
