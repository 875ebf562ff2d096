import fs from 'node:fs';
import type { Page } from 'playwright-core';

// axe-core's own bundle, injected into the page (its playwright wrapper needs Node 22).
const axeSource = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const WCAG_22_A_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

interface AxeCheck {
  relatedNodes?: { element?: Element }[];
}

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; element?: Element; any?: AxeCheck[]; failureSummary?: string }[];
}

/** Runs axe-core (WCAG 2.2 A and AA rules) on the page and fails on any serious or critical violation. */
export async function expectNoSeriousA11yViolations(page: Page, context = page.url()): Promise<void> {
  // Colours read mid-transition (a button fading in) are not the colours a reader sees: let finite
  // animations and transitions end first (infinite ones, like spinners, are left running).
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
          .map((a) => a.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2_000)),
    ]),
  );
  // Evaluated by the DevTools protocol, not added as an inline <script>: the pages' CSP rightly blocks those.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async (tags) => {
    const axe = (
      window as unknown as {
        axe: { run(ctx: Document, opts: object): Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
      elementRef: true,
      // Preloading copies the remotes' stylesheets into inline <style> elements, which the pages' CSP blocks
      // (and reports as errors the tests look for); only css-orientation-lock reads them.
      preload: false,
    });
    // target-size treats sticky elements as if they were in the flow (dequelabs/axe-core#3720): once it has
    // scrolled the page, a control far below a sticky header is "obscured" by the header's links. A control
    // obscured only by sticky or fixed elements is not reported; any other neighbour still is.
    const pinned = (element: Element | undefined) => {
      for (let node = element ?? null; node; node = node.parentElement) {
        if (/sticky|fixed/.test(getComputedStyle(node).position)) return true;
      }
      return false;
    };
    const falseObscured = (node: AxeViolation['nodes'][number]) => {
      const related = (node.any ?? []).flatMap((check) => check.relatedNodes ?? []);
      return related.length > 0 && related.every((r) => pinned(r.element));
    };
    return result.violations
      .map(({ id, impact, help, nodes }) => ({
        id,
        impact,
        help,
        nodes: nodes
          .filter((n) => id !== 'target-size' || !falseObscured(n))
          .map((n) => ({ target: n.target, why: (n.failureSummary ?? '').replace(/\s+/g, ' ') })),
      }))
      .filter((v) => v.nodes.length > 0);
  }, WCAG_22_A_AA);
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  if (serious.length > 0) {
    const summary = serious
      .map(
        (v) =>
          `- [${v.impact}] ${v.id}: ${v.help}\n    ${v.nodes
            .slice(0, 5)
            .map((n) => `${n.target.join(' ')}: ${n.why}`)
            .join('\n    ')}`,
      )
      .join('\n');
    throw new Error(`Accessibility violations on ${context}:\n${summary}`);
  }
}
