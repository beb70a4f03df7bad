import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { AxeResults, ImpactValue, Result, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';

const axeSource = readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const RUN_OPTIONS: RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
  resultTypes: ['violations'],
};

const BLOCKING: ImpactValue[] = ['serious', 'critical'];

declare global {
  interface Window {
    axe?: { run(context: Document, options: RunOptions): Promise<AxeResults> };
  }
}

/**
 * Half-way through a fade or a slide, text sits on a blend of colours and contrast is measured
 * wrong, so axe waits for finite animations (not spinners) to end.
 */
export async function settle(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
}

function describeViolation(violation: Result): string {
  const nodes = violation.nodes.map((node) =>
    [
      `    at ${node.target.join(' >>> ')}`,
      `      ${node.html.slice(0, 200)}`,
      ...(node.failureSummary ?? '').split('\n').map((line) => `      ${line.trim()}`),
    ].join('\n'),
  );
  return [
    `  ${violation.id} (${violation.impact ?? 'unknown'}): ${violation.help}`,
    `    ${violation.helpUrl}`,
    ...nodes,
  ].join('\n');
}

/**
 * Runs axe-core (WCAG 2.0/2.1 A and AA, plus best practices) on the page as it is now and fails,
 * naming each rule, impact, element and fix, when anything serious or critical is found.
 * `where` says in the failure which page and state were checked.
 */
export async function expectNoSeriousA11yViolations(page: Page, where: string) {
  await settle(page);
  if (!(await page.evaluate(() => Boolean(window.axe)))) {
    // Evaluated through the debugging protocol, so the app's Content-Security-Policy allows it.
    await page.evaluate(await axeSource);
  }
  const results = await page.evaluate((options) => window.axe!.run(document, options), RUN_OPTIONS);
  const blocking = results.violations.filter((violation) =>
    BLOCKING.includes(violation.impact ?? null),
  );
  if (blocking.length > 0) {
    throw new Error(
      `${blocking.length} serious or critical accessibility violation(s) on ${where}:\n` +
        blocking.map(describeViolation).join('\n'),
    );
  }
}
