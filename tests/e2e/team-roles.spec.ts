import { type APIRequestContext, type Browser, expect, type Page, test } from "@playwright/test";
import { E2E_ACCOUNTS } from "./support/accounts";
import { MAILBOX_URL } from "./support/ports";
import { card, notifications, signIn } from "./support/ui";

/**
 * A restaurant is a team: its owner invites a manager and a cook by email, each joins from the
 * emailed link with a name and password, and each sees what their role allows. The cook
 * accepts a DoorDash order, sees no Analytics, Settings or Platform Connections, and is refused their
 * calls; the owner removes the cook, whose screen is signed out.
 */
const owner = E2E_ACCOUNTS.teamOwner;
test.describe.configure({ mode: "serial" });

const run = Date.now().toString(36);
const managerEmail = `manager-${run}@e2e.orderdock.test`;
const cookEmail = `cook-${run}@e2e.orderdock.test`;

/** The newest invitation link mailed to the address. */
async function invitationLink(request: APIRequestContext, email: string): Promise<string> {
  let text = "";
  await expect
    .poll(async () => {
      const messages = (await (
        await request.get(`${MAILBOX_URL}/messages?to=${email}`)
      ).json()) as Array<{ subject: string; text: string }>;
      text = messages.at(-1)?.text ?? "";
      return messages.at(-1)?.subject;
    })
    .toBe(`Join ${owner.restaurant} on OrderDock`);
  const link = /(http:\/\/\S+\/invite\?token=[\w%-]+)/.exec(text)?.[1];
  expect(link, text).toBeTruthy();
  return link ?? "";
}

async function invite(page: Page, email: string, role: "Manager" | "Staff") {
  const people = page.getByRole("region", { name: "People" });
  await people.getByRole("textbox", { name: "Email" }).fill(email);
  await people.getByRole("combobox", { name: "Role" }).selectOption({ label: role });
  await people.getByRole("button", { name: "Send invitation" }).click();
  await expect(
    notifications(page).getByText(`Invitation sent to ${email}. The link works for 7 days.`),
  ).toBeVisible();
  await expect(people.getByText(email)).toBeVisible();
}

/** Opens the emailed link in a browser of the person's own and joins the team. */
async function join(browser: Browser, link: string, name: string, role: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(link);
  await expect(
    page.getByRole("heading", { name: `Join ${owner.restaurant} on OrderDock` }),
  ).toBeVisible();
  await expect(page.getByText(`Terry Team invited you to the team as ${role}.`)).toBeVisible();
  await page.getByRole("textbox", { name: "Your name" }).fill(name);
  await page.getByLabel("Choose a password").fill("joined-pass-1");
  await page.getByRole("button", { name: "Join the team" }).click();
  await page.waitForURL("**/dashboard");
  return page;
}

const nav = (page: Page) => page.getByRole("navigation", { name: "Main" });

test("an owner's manager and cook join from their emailed invitations and see what their roles allow", async ({
  page,
  browser,
}) => {
  await page.goto("/login");
  await signIn(page, owner);
  await page.waitForURL("**/dashboard");
  await page.goto("/settings");
  await invite(page, managerEmail, "Manager");
  await invite(page, cookEmail, "Staff");

  const manager = await join(
    browser,
    await invitationLink(page.request, managerEmail),
    "Maria Lopez",
    "Manager",
  );
  await expect(nav(manager).getByRole("link", { name: "Analytics" })).toBeVisible();
  await expect(nav(manager).getByRole("link", { name: "Settings" })).toBeVisible();
  await expect(nav(manager).getByRole("link", { name: "Platform Connections" })).toHaveCount(0);

  const cook = await join(
    browser,
    await invitationLink(page.request, cookEmail),
    "Kai Chen",
    "Staff",
  );
  for (const screen of ["Analytics", "Settings", "Platform Connections"])
    await expect(nav(cook).getByRole("link", { name: screen })).toHaveCount(0);
  await expect(nav(cook).getByRole("link", { name: "Menu Manager" })).toBeVisible();
  // Their routes are refused, and their screens say so.
  for (const url of [
    "/api/analytics/export.csv?table=orders",
    "/api/settings",
    "/api/platform-connections",
  ]) {
    const method = url === "/api/settings" ? "put" : "get";
    const response = await cook.request[method](url, method === "put" ? { data: {} } : {});
    expect(response.status(), url).toBe(403);
  }
  await cook.goto("/analytics");
  await expect(
    cook.getByRole("heading", { name: "This screen is not part of your role" }),
  ).toBeVisible();

  // A customer orders on DoorDash; the cook accepts it, and DoorDash is told.
  await page.goto("/sandbox/doordash");
  await page.getByRole("button", { name: "Place an order as a customer" }).click();
  const said = page.getByRole("status");
  await expect(said).toContainText("placed and sent to OrderDock");
  const number = /Order #(\S+) placed/.exec((await said.textContent()) ?? "")?.[1] ?? "";
  await cook.goto("/dashboard");
  const orderCard = card(cook, number);
  await orderCard.getByRole("button", { name: "Accept", exact: true }).click();
  const accept = cook.getByRole("dialog", { name: `Accept order #${number}` });
  await accept.getByRole("button", { name: /^20 min/ }).click();
  await accept.getByRole("button", { name: "Accept", exact: true }).click();
  await expect(orderCard.getByText(/Accepted on DoorDash · ready/)).toBeVisible();

  // The owner sees both on the team, and removes the cook: the cook's screen signs out.
  await page.goto("/settings");
  const team = page.getByRole("region", { name: "People" });
  await expect(team.getByText("Maria Lopez")).toBeVisible();
  await expect(team.getByText("Kai Chen")).toBeVisible();
  await team.getByRole("button", { name: "Remove Kai Chen" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Remove" }).click();
  await expect(notifications(page).getByText("Kai Chen was removed from the team")).toBeVisible();
  await expect(cook.getByRole("button", { name: "Sign In" })).toBeVisible();
  await manager.context().close();
  await cook.context().close();
});
