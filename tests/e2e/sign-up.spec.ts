import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { SIGN_UP_PAGE_TITLES } from "../../src/domain/page-meta";
import { expectNoSeriousA11yViolations } from "./support/accessibility";
import { APP_URL, MAILBOX_URL } from "./support/ports";
import { closeWithEscape, notifications, signIn } from "./support/ui";

/**
 * A restaurant starts on its own: the landing's free trial → sign-up → the emailed link →
 * signed in to its new restaurant, with the trial in Settings and Platform Connections in
 * the menu.
 */
const PASSWORD = "sunrise-42";

/** An address and a restaurant no earlier run used (the data directory may be reused). */
function newRestaurant() {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return { email: `trial-${id}@e2e.orderdock.test`, restaurant: `Sunrise Noodle Bar ${id}` };
}

type Mail = { subject: string; text: string };

/** The newest confirmation link mailed to the address, once `count` emails have arrived. */
async function confirmationLink(request: APIRequestContext, email: string, count = 1) {
  let messages: Mail[] = [];
  await expect
    .poll(async () => {
      const response = await request.get(`${MAILBOX_URL}/messages?to=${email}`);
      messages = (await response.json()) as Mail[];
      return messages.length;
    })
    .toBe(count);
  const mail = messages.at(-1);
  expect(mail?.subject).toBe("Confirm your email to start your OrderDock trial");
  const link = /(http:\/\/\S+\/verify-email\?token=[\w%-]+)/.exec(mail?.text ?? "")?.[1];
  expect(link, mail?.text).toBeTruthy();
  return link ?? "";
}

async function fillSignUp(
  page: Page,
  { email, restaurant }: { email: string; restaurant: string },
) {
  await page.getByRole("textbox", { name: "Restaurant name" }).fill(restaurant);
  await page.getByRole("textbox", { name: "Your name" }).fill("Mei Tanaka");
  await page.getByRole("textbox", { name: "Email" }).fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Start Free Trial" }).click();
}

test("a restaurant starts its free trial from the landing page and confirms its email", async ({
  page,
  request,
}) => {
  const account = newRestaurant();
  await page.goto("/");
  await page.getByRole("link", { name: "Start Your Free Trial" }).first().click();
  await expect(page).toHaveURL("/signup");
  await expect(
    page.getByRole("heading", { level: 1, name: "Start your free trial" }),
  ).toBeVisible();
  await expect(page).toHaveTitle(SIGN_UP_PAGE_TITLES["/signup"]);

  // The form's own messages, before anything is sent.
  await page.getByRole("button", { name: "Start Free Trial" }).click();
  await expect(page.getByText("Restaurant name is required")).toBeVisible();
  await expect(page.getByText("Password must be at least 6 characters")).toBeVisible();

  await fillSignUp(page, account);
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
  await expect(page.getByText(account.email)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const firstLink = await confirmationLink(request, account.email);
  expect(firstLink.startsWith(`${APP_URL}/verify-email?token=`)).toBe(true);

  // Signing in before confirming is refused, with a way to have the link sent again.
  await page.goto("/login");
  await expect(
    page.getByText("Don't have an account? Contact your administrator to get set up."),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Start your free trial" })).toHaveAttribute(
    "href",
    "/signup",
  );
  await signIn(page, { email: account.email, password: PASSWORD });
  await expect(notifications(page).getByText("Login failed")).toBeVisible();
  await expect(page.getByText("Your email address is not confirmed yet.")).toBeVisible();
  await page.getByRole("button", { name: "Send the link again" }).click();
  await expect(page.getByText(/a new link is on its way/)).toBeVisible();
  const link = await confirmationLink(request, account.email, 2);

  await page.goto(link);
  await expect(page).toHaveURL("/dashboard");
  await expect(notifications(page).getByText("Email confirmed")).toBeVisible();
  await expect(page.getByText(account.restaurant)).toBeVisible();

  const nav = page.getByRole("navigation", { name: "Main" });
  await nav.getByRole("link", { name: "Platform Connections" }).click();
  await expect(page).toHaveURL("/platform-connections");
  await expect(page.getByRole("heading", { level: 1, name: "Platform Connections" })).toBeVisible();

  await nav.getByRole("link", { name: "Settings" }).click();
  await expect(page.getByRole("region", { name: "Free trial" })).toContainText(
    /Free trial: 14 days left, ends [A-Z][a-z]{2} \d{1,2}, \d{4}/,
  );
  await expect(page.getByRole("textbox", { name: "Restaurant name" })).toHaveValue(
    account.restaurant,
  );
  await expect(page.getByRole("spinbutton", { name: "Sales tax (%)" })).toHaveValue("0");
  await expectNoSeriousA11yViolations(page);

  // On a phone the menu is a drawer with the same entry.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole("button", { name: "Open navigation" }).click();
  await expect(
    page.getByRole("dialog").getByRole("link", { name: "Platform Connections" }),
  ).toBeVisible();
  await closeWithEscape(page, page.getByRole("dialog"));
  await page.setViewportSize({ width: 1280, height: 800 });

  // Each link works once.
  await page.goto(link);
  await expect(page.getByRole("alert")).toContainText(
    "This confirmation link is invalid, has expired or was already used.",
  );
  await page.context().clearCookies();
  await page.goto("/login");
  await signIn(page, { email: account.email, password: PASSWORD });
  await expect(page).toHaveURL("/dashboard");
  await expect(page.getByText(account.restaurant)).toBeVisible();
});

const VIEWPORTS = [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1280, height: 800 },
] as const;

for (const viewport of VIEWPORTS) {
  for (const theme of ["light", "dark"] as const) {
    test(`the sign-up and confirmation screens are accessible (${viewport.name}, ${theme})`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await page.addInitScript((stored) => localStorage.setItem("theme", stored), theme);

      await page.goto("/signup");
      await expect(page.getByRole("button", { name: "Start Free Trial" })).toBeVisible();
      if (theme === "dark") await expect(page.locator("html")).toHaveClass(/\bdark\b/);
      await expectNoSeriousA11yViolations(page);
      // Shown with its messages too.
      await page.getByRole("button", { name: "Start Free Trial" }).click();
      await expect(page.getByText("Your name is required")).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );

      await page.goto(`/verify-email?token=${"n".repeat(43)}`);
      await expect(page).toHaveTitle(SIGN_UP_PAGE_TITLES["/verify-email"]);
      await expect(page.getByRole("alert")).toContainText(
        "invalid, has expired or was already used",
      );
      await expect(page.getByRole("link", { name: "Sign in", exact: true })).toHaveAttribute(
        "href",
        "/login",
      );
      await expectNoSeriousA11yViolations(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
    });
  }
}

test("'Check your email' is accessible on a phone in the dark", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() => localStorage.setItem("theme", "dark"));
  const account = newRestaurant();
  await page.goto("/signup");
  await fillSignUp(page, account);
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Send the link again" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
