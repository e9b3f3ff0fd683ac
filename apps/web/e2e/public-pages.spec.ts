import { test, expect } from './support/fixtures';
import { expectNoSidewaysScroll } from './support/layout-checks';

/** A visitor reads 收费标准 and a product page without logging in, at 1366 and 375 px (issue 24 item 4). */
for (const width of [1366, 375]) {
  test(`a visitor reads 收费标准 and 数据存证 without logging in (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    const footer = page.locator('footer');
    await expect(footer.getByTestId('footer-identity')).toContainText('合作公证处：本地演示公证处');
    await expect(footer.getByTestId('footer-identity')).toContainText('客服电话：400-000-0000（演示）');
    await footer.getByRole('link', { name: '收费标准' }).click();
    await expect(page).toHaveURL(/\/prices$/);
    await expect(page.getByRole('heading', { name: '收费标准' })).toBeVisible();
    const table = page.getByRole('table', { name: '各产品收费' });
    // the defaults of the live settings: 1 point a file, 200 + 20 per record for a notarial order
    await expect(table).toContainText('每个文件 1 积分');
    await expect(table).toContainText('每笔订单 200 积分，另加每条存证记录 20 积分');
    await expect(page.getByRole('table', { name: '积分价格' })).toContainText('1 元 = 1 积分');
    await expectNoSidewaysScroll(page);

    await table.getByRole('link', { name: '数据存证' }).click();
    await expect(page).toHaveURL(/\/product\/attestation$/);
    await expect(page.getByRole('heading', { name: '能证明什么', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: '不能证明什么' })).toBeVisible();
    await expect(page.getByText('每个文件 1 积分')).toBeVisible();
    await expectNoSidewaysScroll(page);
    // 立即使用: the login first, then back to the product
    await page.getByRole('button', { name: '立即使用' }).click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fattestation-list/);
  });
}
