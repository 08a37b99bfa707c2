import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/accessibility";

const HEADING = "404 Page Not Found";
const TEXT = "Did you forget to add the page to the router?";

test("an unknown path answers 404 with the not-found page, which leads home", async ({ page }) => {
  // The browser reports the 404 document itself; anything else (a failed hydration) is a fault.
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && !message.text().includes("404"))
      problems.push(message.text());
  });
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  expect(response?.headers()["content-type"]).toMatch(/^text\/html/);
  // Drawn on the server, so the texts are there before any script runs.
  const html = (await response?.text()) ?? "";
  expect(html).toContain(HEADING);
  expect(html).toContain(TEXT);
  await expect(page).toHaveTitle("404 Page Not Found — OrderDock");
  await expect(page.getByRole("heading", { name: HEADING })).toBeVisible();
  await expect(page.getByText(TEXT)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  expect(problems).toEqual([]);

  await page.getByRole("link", { name: "Back to home" }).click();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Every order, from every platform, on one live screen.",
  );
});

test("a page's unknown sub-path is not found either, in the dark theme too", async ({
  browser,
}) => {
  const context = await browser.newContext();
  await context.addInitScript(() => localStorage.setItem("theme", "dark"));
  const page = await context.newPage();
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(error.message));
  const response = await page.goto("/dashboard/orders");
  expect(response?.status()).toBe(404);
  await expect(page.locator("html")).toHaveClass(/dark/);
  await expect(page.getByRole("heading", { name: HEADING })).toBeVisible();
  await expect(page.getByText(TEXT)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  expect(problems).toEqual([]);
  await context.close();
});

test("a known page still answers 200", async ({ request }) => {
  for (const path of ["/", "/login", "/dashboard", "/admin/login"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
  }
});

test("an unknown API path answers JSON, not the page", async ({ request }) => {
  const response = await request.get("/api/no-such-endpoint");
  expect(response.status()).toBe(404);
  expect(await response.json()).toEqual({
    message: "Not found: GET /api/no-such-endpoint",
    code: "NOT_FOUND",
  });
});
