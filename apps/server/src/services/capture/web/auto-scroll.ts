import type { Page } from 'playwright-core';

/** Runs in the page (kept as text: the server is compiled without the DOM's types). */
const SCROLL_SCRIPT = `async (c) => {
  const started = Date.now();
  let steps = 0;
  const wait = (ms) => new Promise((r) => setTimeout(r, ms));
  while (steps < c.steps && Date.now() - started < c.ms) {
    const h = document.documentElement.scrollHeight;
    if (window.scrollY + window.innerHeight >= Math.min(h, c.maxHeight)) break;
    window.scrollBy(0, Math.round(window.innerHeight * 1.5));
    steps += 1;
    await wait(c.waitMs);
  }
  window.scrollTo(0, 0);
  await wait(100);
  return { steps, height: document.documentElement.scrollHeight };
}`;

/**
 * Scrolls to the bottom one and a half viewports at a time so lazy content loads (Chromium starts lazy
 * images 1,250 px or more before they come into view, so no band is skipped), within caps (steps, height,
 * time), then back to the top for the screenshot. A page that keeps growing stops at the caps.
 */
export async function autoScroll(page: Page, caps = { steps: 30, maxHeight: 40_000, ms: 2_500, waitMs: 60 }): Promise<{ steps: number; height: number }> {
  return (await page.evaluate(`(${SCROLL_SCRIPT})(${JSON.stringify(caps)})`)) as { steps: number; height: number };
}
