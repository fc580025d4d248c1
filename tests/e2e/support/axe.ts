import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

import { type Page } from 'playwright-core';

// axe-core's own build, read once. It is evaluated in the page through the DevTools protocol, which the page's
// Content-Security-Policy does not govern: no <script> element without the request's nonce is ever added.
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

type AxeNode = { target: unknown[]; html: string; failureSummary?: string };
type AxeViolation = { id: string; impact: string | null; help: string; helpUrl: string; nodes: AxeNode[] };

/**
 * Runs axe-core with the rules it runs by default (WCAG 2.0 and 2.1 A and AA plus its best practices, such as
 * heading order, landmarks and regions) and WCAG 2.5.3's label-in-name rule on the page as it is now, and returns one readable line per violation:
 * the rule, what it asks for, and each element it failed on (its selector, its HTML and axe's summary).
 */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(axeSource);

  const violations = (await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: unknown[] }> } }
    ).axe;
    // Plus one rule axe still calls experimental: a control's accessible name must contain its visible text
    // (WCAG 2.5.3, Label in Name), or a speech-input user saying what they see reaches nothing.
    const result = await axe.run(document, {
      resultTypes: ['violations'],
      rules: { 'label-content-name-mismatch': { enabled: true } },
    });

    return result.violations;
  })) as AxeViolation[];

  return violations.map((violation) => {
    const nodes = violation.nodes
      .slice(0, 6)
      .map((node) => {
        const summary = (node.failureSummary ?? '').replace(/\s+/g, ' ').trim();

        return `    ${node.target.map(String).join(' ')}\n      ${node.html.slice(0, 200)}\n      ${summary.slice(0, 300)}`;
      })
      .join('\n');
    const more = violation.nodes.length > 6 ? `\n    … and ${violation.nodes.length - 6} more` : '';

    return `  [${violation.id}] (${violation.impact ?? 'n/a'}) ${violation.help} — ${violation.helpUrl}\n${nodes}${more}`;
  });
}
