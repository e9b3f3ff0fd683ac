import type { Page } from 'playwright-core';

/** Runs in the page (kept as text: the server is compiled without the DOM's types). */
const SCROLL_SCRIPT = `async (c) => {
  const started = Date.now();
  let steps = 0;
  const wait = (ms) => new Promise((r) => setTimeout(r, ms));
  while (steps < c.steps && Date.now() - started < c.ms) {
    const h = document.documentElement.scrollHeight;
    if (window.scrollY + window.innerHeight >= Math.min(h, c.maxHeight)) break;
    window.scrollBy(0, window.innerHeight);
    steps += 1;
    await wait(120);
  }
  window.scrollTo(0, 0);
  await wait(100);
  return { steps, height: document.documentElement.scrollHeight };
}`;

/**
 * Scrolls to the bottom a viewport at a time so lazy content loads, within caps (steps, height, time),
 * then back to the top for the screenshot. A page that keeps growing stops at the caps.
 */
export async function autoScroll(page: Page, caps = { steps: 60, maxHeight: 40_000, ms: 8_000 }): Promise<{ steps: number; height: number }> {
  return (await page.evaluate(`(${SCROLL_SCRIPT})(${JSON.stringify(caps)})`)) as { steps: number; height: number };
}
