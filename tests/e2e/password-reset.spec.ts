import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/accessibility";
import { E2E_ACCOUNTS } from "./support/accounts";
import { MAILBOX_URL } from "./support/ports";
import { signIn } from "./support/ui";

const account = E2E_ACCOUNTS.resetOwner;

test("forgot password → emailed link → new password → sign in with it", async ({
  page,
  request,
}) => {
  await page.goto("/login");
  await page.getByRole("link", { name: "Forgot your password?" }).click();
  await expect(page).toHaveURL("/forgot-password");
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel("Email").fill(account.email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();

  // The link arrives at a real SMTP server, sent by nodemailer as in production.
  let text = "";
  await expect
    .poll(async () => {
      const messages = (await (
        await request.get(`${MAILBOX_URL}/messages?to=${account.email}`)
      ).json()) as Array<{
        subject: string;
        text: string;
      }>;
      text = messages.at(-1)?.text ?? "";
      return messages.at(-1)?.subject;
    })
    .toBe("Reset your OrderDock password");
  const link = /(http:\/\/\S+\/reset-password\?token=[\w-%]+)/.exec(text)?.[1];
  expect(link).toBeTruthy();

  await page.goto(link ?? "");
  await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel("New password", { exact: true }).fill("after456");
  await page.getByLabel("Confirm new password").fill("after457");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByText("The passwords do not match")).toBeVisible();
  await page.getByLabel("Confirm new password").fill("after456");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(
    page.getByText("Your password has been changed. Sign in with your new password."),
  ).toBeVisible();

  // The link works once.
  await page.goto(link ?? "");
  await page.getByLabel("New password", { exact: true }).fill("third789");
  await page.getByLabel("Confirm new password").fill("third789");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(
    page.getByText("This reset link is invalid or has expired. Ask for a new one."),
  ).toBeVisible();

  await page.goto("/login");
  await signIn(page, { email: account.email, password: "after456" });
  await expect(page).toHaveURL("/dashboard");
  await expect(page.getByText(account.restaurant)).toBeVisible();
});
