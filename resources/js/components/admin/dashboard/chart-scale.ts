/**
 * The arithmetic of the dashboard's chart, pure so it is tested without a browser: round axis tops, and where each
 * day's bar and point go in a plot of a given size. Every result is a finite number, also for all-zero data.
 */

/** The smallest of 1, 2, 5 × 10ⁿ at or above the value, and at least `floor` (so an axis of 0 still has a top). */
export function niceCeiling(value: number, floor = 1): number {
  const target = Number.isFinite(value) ? Math.max(value, floor) : floor;
  const power = 10 ** Math.floor(Math.log10(target));
  const step = [1, 2, 5, 10].find((candidate) => candidate * power >= target) ?? 10;

  return step * power;
}

export type Plot = { width: number; height: number; left: number; right: number; top: number; bottom: number };

export type Placed = {
  /** The day's band: where it starts and how wide it is. */
  band: { x: number; width: number };
  bar: { x: number; y: number; width: number; height: number };
  point: { x: number; y: number };
};

/**
 * Bars for one series and points for another, on the same days: each day gets an equal band of the plot, its bar
 * centred in it and its point above the band's middle. Values are scaled to their own top (niceCeiling).
 */
export function place(
  plot: Plot,
  bars: readonly number[],
  points: readonly number[],
  barTop: number,
  pointTop: number,
): Placed[] {
  const innerWidth = Math.max(plot.width - plot.left - plot.right, 1);
  const innerHeight = Math.max(plot.height - plot.top - plot.bottom, 1);
  const band = innerWidth / Math.max(bars.length, 1);
  const barWidth = Math.max(band * 0.62, 1);
  const baseline = plot.top + innerHeight;
  const scale = (value: number, top: number) =>
    (top > 0 && Number.isFinite(value) ? Math.max(value, 0) / top : 0) * innerHeight;

  return bars.map((value, index) => {
    const x = plot.left + index * band;
    const barHeight = scale(value, barTop);

    return {
      band: { x, width: band },
      bar: { x: x + (band - barWidth) / 2, y: baseline - barHeight, width: barWidth, height: barHeight },
      point: { x: x + band / 2, y: baseline - scale(points[index] ?? 0, pointTop) },
    };
  });
}

/** An SVG path through the points, in order. */
export function linePath(points: readonly { x: number; y: number }[]): string {
  return points
    .map((point, index) => `${index === 0 ? 'M' : 'L'}${point.x.toFixed(1)} ${point.y.toFixed(1)}`)
    .join(' ');
}
