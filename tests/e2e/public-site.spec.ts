import { expect, type Page, test } from "@playwright/test";
import { PUBLIC_PAGE_META } from "../../src/domain/page-meta";
import { expectNoSeriousA11yViolations } from "./support/accessibility";

/** The landing page: every link it must have, by its visible name. */
const LANDING_LINKS: Array<[name: string, href: string]> = [
  ["Try Demo", "/demo"],
  ["View Demo", "/demo"],
  ["Restaurant Login", "/login"],
  ["Get Started", "/login"],
  ["Start Your Free Trial", "/signup"],
  ["Features", "/features"],
  ["Pricing", "/pricing"],
  ["Privacy Policy", "/privacy"],
  ["Terms of Service", "/terms"],
  ["OrderDock home", "/"],
];

async function expectLink(page: Page, name: string, href: string) {
  const links = page.getByRole("link", { name, exact: true });
  expect(await links.count(), name).toBeGreaterThan(0);
  for (const link of await links.all()) await expect(link, name).toHaveAttribute("href", href);
}

test("the landing page has every section, figure and link it must have", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveTitle(PUBLIC_PAGE_META["/"].title);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  const platforms = page.getByRole("region", { name: "Connect With All Major Platforms" });
  await expect(platforms.getByRole("listitem")).toHaveText([
    "UEUber Eats",
    "DDDoorDash",
    "GHGrubhub",
    "SShopify",
    "WWooCommerce",
  ]);
  const why = page.getByRole("region", { name: "Why Restaurants Choose Us" });
  await expect(why.getByRole("heading", { level: 3 })).toHaveText([
    "Unified Order Management",
    "Real-Time Updates",
    "Direct Kitchen Printing",
    "Analytics That Matter",
  ]);
  await expect(why.getByText(/No extra hardware/)).toBeVisible();
  const numbers = page.getByRole("region", { name: "OrderDock in numbers" });
  await expect(numbers.getByRole("definition")).toHaveText(["1,000+", "45%", "5"]);
  await expect(numbers.getByRole("term")).toHaveText([
    "Active Restaurants",
    "Time Saved",
    "Platforms Connected",
  ]);
  await expect(
    page.getByRole("region", { name: "What Our Customers Say" }).getByRole("figure"),
  ).toHaveCount(3);
  await expect(
    page.getByText("14-day free trial. No credit card required. Printer integration included."),
  ).toBeVisible();
  for (const column of ["Product", "Company", "Support"])
    await expect(page.getByRole("navigation", { name: column })).toBeVisible();
  await expect(page.getByText("© 2025 OrderDock. All rights reserved.")).toBeVisible();

  for (const [name, href] of LANDING_LINKS) await expectLink(page, name, href);
  // No dead links: every link goes to a page or a mail address.
  for (const href of await page
    .locator("a")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? "")))
    expect(href).toMatch(
      /^(#main|\/[a-z-]*(#[a-z-]+)?|mailto:\S+@orderdock\.app(\?subject=\w+)?)$/,
    );
  await expectNoSeriousA11yViolations(page);
});

test("every link on the landing page lands on a working page", async ({ page }) => {
  await page.goto("/");
  const hrefs = await page
    .locator('a[href^="/"]')
    .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute("href") ?? ""))]);
  expect(hrefs.length).toBeGreaterThan(8);
  for (const href of hrefs) {
    const response = await page.goto(href);
    expect(response?.status(), href).toBe(200);
    await expect(page.getByRole("heading", { level: 1 }).first(), href).toBeVisible();
    await expect(page.getByText("404 Page Not Found"), href).toHaveCount(0);
  }
});

for (const [path, heading] of [
  ["/features", "Everything your order desk does, on one screen"],
  ["/pricing", "Simple, honest pricing"],
  ["/privacy", "Privacy Policy"],
  ["/terms", "Terms of Service"],
] as const) {
  test(`${path} has its heading, its own title and description, and passes axe`, async ({
    page,
  }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expect(page).toHaveTitle(PUBLIC_PAGE_META[path].title);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      PUBLIC_PAGE_META[path].description,
    );
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      "content",
      PUBLIC_PAGE_META[path].title,
    );
    await expectNoSeriousA11yViolations(page);
  });
}

test("the pricing page offers the 14-day free trial on every plan, and answers questions", async ({
  page,
}) => {
  await page.goto("/pricing");
  const plans = page
    .getByRole("main")
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { level: 2 }) });
  await expect(plans).toHaveCount(2);
  for (const plan of await plans.all())
    await expect(plan.getByRole("link", { name: "Start Your Free Trial" })).toHaveAttribute(
      "href",
      "/signup",
    );
  const question = page.getByText("What happens when the free trial ends?");
  await question.click();
  await expect(page.getByText(/Nothing is charged: we never asked for a card/)).toBeVisible();
});

test("the privacy policy states every promise it must make", async ({ page }) => {
  await page.goto("/privacy");
  await expect(page.getByText("Last updated: May 25, 2025")).toBeVisible();
  const main = page.getByRole("main");
  for (const text of [
    /personal information/i,
    /account information/i,
    /transaction/i,
    /platform-connection/i,
    /device information/i,
    /usage data/i,
    /as long as needed/i,
    /dedicated .*endpoints/i,
    /service providers/i,
    /delivery platforms/i,
    /merchant agreement/i,
    /access/i,
    /correction/i,
    /restriction/i,
    /withdraw/i,
  ])
    await expect(main.getByText(text).first(), String(text)).toBeVisible();
});

test("the footer's 'Pricing FAQ' opens the pricing page at its questions", async ({ page }) => {
  await page.goto("/");
  await page
    .getByRole("navigation", { name: "Support" })
    .getByRole("link", { name: "Pricing FAQ" })
    .click();
  await expect(page).toHaveURL("/pricing#faq");
  await expect(page.getByRole("heading", { name: "Questions, answered" })).toBeInViewport();
});

test("in-app navigation keeps each page's title, and public pages load no dashboard code", async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  await page.goto("/");
  await page
    .getByRole("navigation", { name: "Site" })
    .getByRole("link", { name: "Pricing" })
    .click();
  await expect(page).toHaveURL("/pricing");
  await expect(page).toHaveTitle(PUBLIC_PAGE_META["/pricing"].title);
  await page.getByRole("link", { name: "Privacy Policy" }).click();
  await expect(page).toHaveTitle(PUBLIC_PAGE_META["/privacy"].title);
  expect(scripts.filter((url) => /signed-in-routes|orders-dashboard/.test(url))).toEqual([]);
});

test("on a phone the menu toggle opens and closes the site menu", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto("/");
  const menu = page.getByRole("navigation", { name: "Menu" });
  await expect(menu).toBeHidden();
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(menu).toBeVisible();
  await expect(menu.getByRole("link")).toHaveText([
    "Features",
    "Pricing",
    "Try Demo",
    "Restaurant Login",
  ]);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: "Close menu" }).click();
  await expect(menu).toBeHidden();

  await page.getByRole("button", { name: "Open menu" }).click();
  await menu.getByRole("link", { name: "Features" }).click();
  await expect(page).toHaveURL("/features");
  await expect(page.getByRole("navigation", { name: "Menu" })).toBeHidden();
  await context.close();
});

test("public pages arrive drawn: they read without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Every order, from every platform, on one live screen.",
  );
  await expect(page.getByRole("heading", { name: "What Our Customers Say" })).toBeVisible();
  await page.goto("/privacy");
  await expect(page.getByRole("heading", { name: "Privacy Policy", level: 1 })).toBeVisible();
  await context.close();
});

for (const theme of ["light", "dark"] as const) {
  test(`the app takes over a pre-rendered page without redrawing it (${theme} theme)`, async ({
    browser,
  }) => {
    const context = await browser.newContext();
    await context.addInitScript((stored) => {
      localStorage.setItem("theme", stored);
      // A failed hydration throws the server's HTML away: the page's <main> would be replaced.
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.removedNodes)
            if (node instanceof Element && node.querySelector("main"))
              Object.assign(window, { redrawn: true });
      }).observe(document, { childList: true, subtree: true });
    }, theme);
    const page = await context.newPage();
    const problems: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") problems.push(message.text());
    });
    page.on("pageerror", (error) => problems.push(error.message));

    for (const path of ["/", "/features"]) {
      await page.goto(path);
      const toggle = page.getByRole("button", {
        name: theme === "dark" ? "Switch to light mode" : "Switch to dark mode",
      });
      await expect(toggle).toBeVisible();
      expect(await page.evaluate(() => "redrawn" in window), path).toBe(false);
    }
    // The hydrated page works: the theme toggle flips the theme. The drawn page shows the
    // toggle before the app's script has taken it over (React marks the root it hydrates);
    // a press before that, as on a slow machine, would go to plain HTML.
    await page.waitForFunction(() => {
      const root = document.getElementById("root");
      return root !== null && Object.keys(root).some((key) => key.startsWith("__reactContainer"));
    });
    await page.getByRole("button", { name: /^Switch to/ }).click();
    await expect(page.locator("html")).toHaveClass(theme === "dark" ? "" : /dark/);
    expect(problems).toEqual([]);
    await context.close();
  });
}

test("the public pages fit every width from 360 to 1440 px without sideways scrolling", async ({
  browser,
}) => {
  for (const width of [360, 768, 1024, 1440]) {
    const context = await browser.newContext({ viewport: { width, height: 800 } });
    const page = await context.newPage();
    for (const path of Object.keys(PUBLIC_PAGE_META)) {
      await page.goto(path);
      const [scrollWidth, clientWidth] = await page.evaluate(() => [
        document.documentElement.scrollWidth,
        document.documentElement.clientWidth,
      ]);
      expect(scrollWidth, `${path} at ${width} px`).toBeLessThanOrEqual(clientWidth);
    }
    await context.close();
  }
});
