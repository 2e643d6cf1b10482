import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact?: 'minor' | 'moderate' | 'serious' | 'critical' | null;
  nodes: { target: string[] }[];
}

declare global {
  interface Window {
    /** axe-core, once its script is added to the page. */
    axe?: { run: (context: object, options: object) => Promise<{ violations: AxeViolation[] }> };
  }
}

/**
 * The WCAG 2.1 level A checks of axe-core over the page's main content: names, labels, roles and
 * ARIA. antd's tables carry a hidden measuring row that repeats the header's checkbox; it is
 * never reachable by keyboard, so it is left out.
 */
export async function accessibilityViolations(target: Page): Promise<string[]> {
  // Evaluated through the debugging protocol rather than added as a script element, which the
  // console's content security policy (no inline scripts) rightly refuses.
  await target.evaluate(axeSource);
  const violations = await target.evaluate(async () => {
    const axe = window.axe;
    if (!axe) throw new Error('axe-core did not load');
    const result = await axe.run(
      { include: ['main'], exclude: ['.ant-table-measure-row'] },
      { runOnly: { type: 'tag', values: ['wcag2a', 'wcag21a'] } },
    );
    return result.violations;
  });
  return violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

/** The impacts that fail a screen: what blocks or seriously hinders a keyboard or screen-reader user. */
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/**
 * Every WCAG 2.1 A and AA check of axe-core over the whole page (shell included: top bar, sidebar,
 * skip link), reporting only critical and serious violations, each as "rule (impact): targets".
 */
export async function blockingAccessibilityViolations(target: Page): Promise<string[]> {
  await target.evaluate(axeSource);
  const violations = await target.evaluate(async () => {
    const axe = window.axe;
    if (!axe) throw new Error('axe-core did not load');
    const result = await axe.run(
      { exclude: ['.ant-table-measure-row'] },
      { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } },
    );
    return result.violations;
  });
  return violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}
