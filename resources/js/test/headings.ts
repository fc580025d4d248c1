/**
 * Where a page's headings skip a level, in document order: each heading may go at most one level deeper than the
 * one before it (axe's `heading-order` rule), so screen-reader users moving by headings never wonder what they
 * missed. Headings inside something hidden from assistive technology do not count. Each skip reads
 * "h1 "Title" → h3 "Name"".
 */
export function headingSkips(root: ParentNode = document): string[] {
  const headings = [...root.querySelectorAll<HTMLElement>('h1, h2, h3, h4, h5, h6, [role="heading"]')].filter(
    (heading) => heading.closest('[aria-hidden="true"], [hidden]') === null,
  );
  const level = (heading: HTMLElement): number =>
    heading.getAttribute('role') === 'heading'
      ? Number(heading.getAttribute('aria-level') ?? 2)
      : Number(heading.tagName.slice(1));
  const name = (heading: HTMLElement): string =>
    `h${level(heading)} "${(heading.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)}"`;

  const skips: string[] = [];
  headings.forEach((heading, index) => {
    const previous = headings[index - 1];
    if (previous !== undefined && level(heading) > level(previous) + 1) {
      skips.push(`${name(previous)} → ${name(heading)}`);
    }
  });

  return skips;
}
