import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Layout assertions for phone widths (outside review after issue 14): the page and every table fit
 * the viewport, and labels stay on one line. Each would have caught a finding of that review.
 */

/** Neither the page nor any table scrolls sideways (a table's scroll hides 操作 / 状态 with no cue). */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const measure = () =>
    page.evaluate(() => {
      const d = document.documentElement;
      const tables = [...document.querySelectorAll('.ant-table-content, .ant-table-body, .ant-table-container')].map((t) => t.scrollWidth - t.clientWidth);
      return { page: d.scrollWidth - d.clientWidth, tables };
    });
  // Right after a viewport change the header and tables re-render for the new width (antd's breakpoints): a
  // measurement in that moment saw the desktop header's width (a full run, esign-seals). A real overflow stays
  // and still fails after the wait.
  await expect.poll(async () => (await measure()).page, { message: 'the page scrolls sideways', timeout: 5_000 }).toBe(0);
  const overflow = await measure();
  for (const t of overflow.tables) expect(t, 'a table scrolls sideways').toBeLessThanOrEqual(0);
}

/** The element lies wholly inside the viewport's width (not clipped on the right). */
export async function expectWithinWidth(page: Page, target: Locator): Promise<void> {
  const box = await target.boundingBox();
  expect(box, 'the element is rendered').not.toBeNull();
  const width = page.viewportSize()!.width;
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, 'the element reaches past the right edge').toBeLessThanOrEqual(width);
}

/** Each element's text sits on one line: its text's height is one line, whatever the cell's height. */
export async function expectOneLine(targets: Locator): Promise<void> {
  const heights = await targets.evaluateAll((els) =>
    els.map((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      const lineHeight = parseFloat(getComputedStyle(el).lineHeight) || 22;
      return { text: el.textContent ?? '', lines: range.getBoundingClientRect().height / lineHeight };
    }),
  );
  expect(heights.length).toBeGreaterThan(0);
  for (const h of heights) expect(h.lines, `「${h.text}」 wraps`).toBeLessThan(1.5);
}
