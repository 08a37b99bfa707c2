import { type APIRequestContext, type Browser, expect, type Page, test } from "@playwright/test";
import { E2E_ACCOUNTS } from "./support/accounts";
import { invitationLink, joinFromLink } from "./support/team";
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

/** The person opens their emailed link in a browser of their own and joins. */
async function join(
  browser: Browser,
  email: string,
  request: APIRequestContext,
  name: string,
  role: string,
) {
  const link = await invitationLink(request, { email, restaurant: owner.restaurant });
  return joinFromLink(browser, {
    link,
    name,
    role,
    restaurant: owner.restaurant,
    invitedBy: owner.name,
  });
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

  const manager = await join(browser, managerEmail, page.request, "Maria Lopez", "Manager");
  await expect(nav(manager).getByRole("link", { name: "Analytics" })).toBeVisible();
  await expect(nav(manager).getByRole("link", { name: "Settings" })).toBeVisible();
  await expect(nav(manager).getByRole("link", { name: "Platform Connections" })).toHaveCount(0);

  const cook = await join(browser, cookEmail, page.request, "Kai Chen", "Staff");
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
