import { chromium } from "playwright-core";
const base = "http://localhost:3999";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const sizes = { phone: [390, 844], tablet: [820, 1180], desktop: [1280, 800] };
for (const scheme of ["light", "dark"]) {
  for (const [name, [width, height]] of Object.entries(sizes)) {
    const context = await browser.newContext({ viewport: { width, height }, colorScheme: scheme });
    const page = await context.newPage();
    await page.goto(`${base}/login`);
    await page.getByLabel("Email").fill("owner@orderdock.app");
    await page.getByLabel("Password").fill("owner123");
    await page.getByRole("button", { name: /sign in|log in|login/i }).first().click();
    await page.waitForURL(/dashboard/);
    await page.waitForTimeout(2500);
    await page.screenshot({ path: `/tmp/shots/dash-${name}-${scheme}.png` });
    if (name === "tablet") {
      const card = page.getByRole("article").first();
      await card.click();
      await page.waitForTimeout(800);
      await page.screenshot({ path: `/tmp/shots/dialog-${name}-${scheme}.png` });
      await page.keyboard.press("Escape");
      await page.goto(`${base}/settings`);
      await page.waitForTimeout(1500);
      await page.screenshot({ path: `/tmp/shots/settings-${name}-${scheme}.png`, fullPage: true });
    }
    await context.close();
  }
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, colorScheme: scheme });
  const page = await context.newPage();
  await page.goto(`${base}/signup`);
  await page.waitForTimeout(1000);
  await page.screenshot({ path: `/tmp/shots/signup-phone-${scheme}.png` });
  await page.goto(`${base}/no-such-page`);
  await page.waitForTimeout(500);
  await page.screenshot({ path: `/tmp/shots/404-phone-${scheme}.png` });
  await context.close();
}
await browser.close();
