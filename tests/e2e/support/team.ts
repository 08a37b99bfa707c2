import { type APIRequestContext, type Browser, expect } from "@playwright/test";
import { MAILBOX_URL } from "./ports";

/** The newest invitation link mailed to the address, to join the restaurant named. */
export async function invitationLink(
  request: APIRequestContext,
  { email, restaurant }: { email: string; restaurant: string },
): Promise<string> {
  let text = "";
  await expect
    .poll(async () => {
      const messages = (await (
        await request.get(`${MAILBOX_URL}/messages?to=${email}`)
      ).json()) as Array<{ subject: string; text: string }>;
      text = messages.at(-1)?.text ?? "";
      return messages.at(-1)?.subject;
    })
    .toBe(`Join ${restaurant} on OrderDock`);
  const link = /(http:\/\/\S+\/invite\?token=[\w%-]+)/.exec(text)?.[1];
  expect(link, text).toBeTruthy();
  return link ?? "";
}

/**
 * Opens the emailed link in a browser of the person's own and joins the team with a name and
 * password; the person's page, signed in on the dashboard.
 */
export async function joinFromLink(
  browser: Browser,
  {
    link,
    name,
    role,
    restaurant,
    invitedBy,
    password = "joined-pass-1",
  }: {
    link: string;
    name: string;
    role: string;
    restaurant: string;
    invitedBy: string;
    password?: string;
  },
) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(link);
  await expect(
    page.getByRole("heading", { name: `Join ${restaurant} on OrderDock` }),
  ).toBeVisible();
  await expect(page.getByText(`${invitedBy} invited you to the team as ${role}.`)).toBeVisible();
  await page.getByRole("textbox", { name: "Your name" }).fill(name);
  await page.getByLabel("Choose a password").fill(password);
  await page.getByRole("button", { name: "Join the team" }).click();
  await page.waitForURL("**/dashboard");
  return page;
}
