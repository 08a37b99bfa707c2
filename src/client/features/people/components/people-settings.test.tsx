import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { buildCurrentUser } from "@/client/test/current-user";
import { type StubReply, type StubRoute, stubFetch } from "@/client/test/fetch-stub";
import { renderWithApp } from "@/client/test/render-with-app";
import { PEOPLE_MESSAGES, type Team } from "@/domain/api/people";
import type { TeamRole, UserRole } from "@/domain/permissions";
import {
  buildInvitation,
  buildTeam,
  LUIGI_ID,
  MANAGER_INVITE_ID,
  MARIA_ID,
  SAM_ID,
} from "../test/people-fixtures";
import { PeopleSettings } from "./people-settings";

afterEach(() => {
  vi.unstubAllGlobals();
});

/** GET /api/people answers the team as it stands; `routes` answer the changes. */
function showPeople(
  role: UserRole,
  routes: Record<string, StubReply | StubRoute> = {},
  team: Team = buildTeam(role === "manager" ? MARIA_ID : LUIGI_ID),
) {
  const state = { team };
  const stub = stubFetch({ "GET /api/people": () => ({ body: state.team }), ...routes });
  renderWithApp(<PeopleSettings user={buildCurrentUser({ role })} />);
  const sent = (method: string, path: string) =>
    stub.calls
      .filter((call) => call.method === method && call.url.pathname === path)
      .map((call) => call.body);
  return { state, stub, sent };
}

const inviteForm = () => screen.getByRole("form", { name: "Invite someone" });
const teamList = async () =>
  (await screen.findByRole("heading", { name: "Team" })).closest("section") as HTMLElement;
const rowOf = (list: HTMLElement, name: string) =>
  within(list).getByText(name).closest("li") as HTMLElement;
const optionsOf = (select: HTMLElement) =>
  within(select)
    .getAllByRole("option")
    .map((option) => option.textContent);

describe("Settings → People for an owner", () => {
  it("lists the team with their roles, and the owner themself without controls", async () => {
    showPeople("shop_owner");
    const team = await teamList();
    const luigi = rowOf(team, "Luigi Rossi");
    expect(within(luigi).getByText("You")).toBeVisible();
    expect(within(luigi).getByText("luigi@example.com")).toBeVisible();
    expect(within(luigi).getByText("Owner")).toBeVisible();
    expect(within(luigi).queryByRole("combobox")).not.toBeInTheDocument();
    expect(within(luigi).queryByRole("button", { name: /Remove/ })).not.toBeInTheDocument();

    for (const [name, role] of [
      ["Maria Bianchi", "manager"],
      ["Sam Lee", "staff"],
    ] as const) {
      const row = rowOf(team, name);
      expect(within(row).queryByText("You")).not.toBeInTheDocument();
      const select = within(row).getByRole("combobox", { name: `Role of ${name}` });
      expect(select).toHaveValue(role);
      expect(optionsOf(select)).toEqual(["Owner", "Manager", "Staff"]);
      expect(within(row).getByRole("button", { name: `Remove ${name}` })).toBeVisible();
    }

    const waiting = screen
      .getByRole("heading", { name: "Invitations waiting" })
      .closest("section") as HTMLElement;
    for (const email of ["jo@example.com", "alex@example.com"]) {
      const row = rowOf(waiting, email);
      expect(
        within(row).getByText(/^Invited by Luigi Rossi · the link works until /),
      ).toBeVisible();
      expect(
        within(row).getByRole("button", { name: `Resend the invitation to ${email}` }),
      ).toBeVisible();
      expect(
        within(row).getByRole("button", { name: `Withdraw the invitation to ${email}` }),
      ).toBeVisible();
    }
  });

  it("offers every role in the invite form, Staff first chosen, each described", async () => {
    const user = userEvent.setup();
    showPeople("shop_owner");
    const role = within(inviteForm()).getByRole("combobox", { name: "Role" });
    expect(optionsOf(role)).toEqual(["Owner", "Manager", "Staff"]);
    expect(role).toHaveValue("staff");
    expect(role).toHaveAccessibleDescription("Orders, kitchen display, printing, 86 and pause.");
    await user.selectOptions(role, "Owner");
    expect(role).toHaveAccessibleDescription(
      "Everything, including platform connections and people.",
    );
  });

  it("sends an invitation with the role chosen, says where it went and clears the address", async () => {
    const user = userEvent.setup();
    const { state, stub, sent } = showPeople("shop_owner", {
      "POST /api/people/invitations": ({ body }) => {
        const { email, role } = body as { email: string; role: TeamRole };
        state.team = {
          ...state.team,
          invitations: [
            ...state.team.invitations,
            buildInvitation({ id: "a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c03", email, role }),
          ],
        };
        return { status: 201, body: { message: PEOPLE_MESSAGES.invited(email) } };
      },
    });
    await teamList();
    const form = inviteForm();
    const email = within(form).getByRole("textbox", { name: "Email" });
    await user.type(email, "pat@example.com");
    await user.selectOptions(within(form).getByRole("combobox", { name: "Role" }), "Manager");
    await user.click(within(form).getByRole("button", { name: "Send invitation" }));

    expect(
      await screen.findByText("Invitation sent to pat@example.com. The link works for 7 days."),
    ).toBeVisible();
    expect(email).toHaveValue("");
    expect(sent("POST", "/api/people/invitations")).toEqual([
      { email: "pat@example.com", role: "manager", locationIds: null },
    ]);
    // The list is read again and shows the new invitation.
    const waiting = screen
      .getByRole("heading", { name: "Invitations waiting" })
      .closest("section") as HTMLElement;
    expect(await within(waiting).findByText("pat@example.com")).toBeVisible();
    expect(stub.calls.filter((call) => call.url.pathname === "/api/people").length).toBe(2);
  });

  it("says under the form why the server refused, and keeps the address", async () => {
    const user = userEvent.setup();
    const { sent } = showPeople("shop_owner", {
      "POST /api/people/invitations": {
        status: 409,
        body: { message: PEOPLE_MESSAGES.alreadyOnTeam("Pat Doe") },
      },
    });
    const form = inviteForm();
    const email = within(form).getByRole("textbox", { name: "Email" });
    await user.type(email, "taken@example.com");
    await user.click(within(form).getByRole("button", { name: "Send invitation" }));

    const alert = await within(form).findByRole("alert");
    expect(alert).toHaveTextContent(PEOPLE_MESSAGES.alreadyOnTeam("Pat Doe"));
    expect(email).toHaveAccessibleDescription(PEOPLE_MESSAGES.alreadyOnTeam("Pat Doe"));
    expect(email).toHaveValue("taken@example.com");
    expect(sent("POST", "/api/people/invitations")).toHaveLength(1);
  });

  it("says a malformed address under the form without sending it", async () => {
    const user = userEvent.setup();
    const { sent } = showPeople("shop_owner");
    const form = inviteForm();
    await user.type(within(form).getByRole("textbox", { name: "Email" }), "not-an-address");
    await user.click(within(form).getByRole("button", { name: "Send invitation" }));
    expect(within(form).getByRole("alert")).toBeVisible();
    expect(sent("POST", "/api/people/invitations")).toEqual([]);
  });

  it("changes a person's role there and then", async () => {
    const user = userEvent.setup();
    const { state, sent } = showPeople("shop_owner", {
      [`PATCH /api/people/${SAM_ID}`]: ({ body }) => {
        const { role } = body as { role: TeamRole };
        state.team = {
          ...state.team,
          people: state.team.people.map((one) => (one.id === SAM_ID ? { ...one, role } : one)),
        };
        return { body: state.team };
      },
    });
    const team = await teamList();
    const select = within(rowOf(team, "Sam Lee")).getByRole("combobox", {
      name: "Role of Sam Lee",
    });
    await user.selectOptions(select, "Manager");

    expect(await screen.findByText("Sam Lee is now Manager")).toBeVisible();
    expect(sent("PATCH", `/api/people/${SAM_ID}`)).toEqual([{ role: "manager" }]);
    await waitFor(() => expect(select).toHaveValue("manager"));
  });

  it("says so when a role change is refused", async () => {
    const user = userEvent.setup();
    showPeople("shop_owner", {
      [`PATCH /api/people/${MARIA_ID}`]: {
        status: 409,
        body: { message: PEOPLE_MESSAGES.lastOwner },
      },
    });
    const team = await teamList();
    const select = within(rowOf(team, "Maria Bianchi")).getByRole("combobox", {
      name: "Role of Maria Bianchi",
    });
    await user.selectOptions(select, "Staff");
    expect(await screen.findByText("The role was not changed")).toBeVisible();
    expect(screen.getByText(PEOPLE_MESSAGES.lastOwner)).toBeVisible();
    expect(select).toHaveValue("manager");
  });

  it("removes a person only after asking, and Cancel keeps them", async () => {
    const user = userEvent.setup();
    const { state, sent } = showPeople("shop_owner", {
      [`DELETE /api/people/${SAM_ID}`]: () => {
        state.team = {
          ...state.team,
          people: state.team.people.filter((one) => one.id !== SAM_ID),
        };
        return { status: 204 };
      },
    });
    const team = await teamList();
    await user.click(
      within(rowOf(team, "Sam Lee")).getByRole("button", { name: "Remove Sam Lee" }),
    );
    let dialog = screen.getByRole("alertdialog", { name: "Remove Sam Lee from the team?" });
    expect(dialog).toHaveAccessibleDescription(
      "They are signed out everywhere at once and can no longer sign in. You can invite them again later.",
    );
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(sent("DELETE", `/api/people/${SAM_ID}`)).toEqual([]);

    await user.click(within(team).getByRole("button", { name: "Remove Sam Lee" }));
    dialog = screen.getByRole("alertdialog", { name: "Remove Sam Lee from the team?" });
    await user.click(within(dialog).getByRole("button", { name: "Remove" }));

    expect(await screen.findByText("Sam Lee was removed from the team")).toBeVisible();
    expect(sent("DELETE", `/api/people/${SAM_ID}`)).toHaveLength(1);
    await waitFor(() => expect(within(team).queryByText("Sam Lee")).not.toBeInTheDocument());
  });

  it("withdraws an invitation", async () => {
    const user = userEvent.setup();
    const { sent } = showPeople("shop_owner", {
      [`DELETE /api/people/invitations/${MANAGER_INVITE_ID}`]: { status: 204 },
    });
    await teamList();
    await user.click(
      screen.getByRole("button", { name: "Withdraw the invitation to alex@example.com" }),
    );
    expect(
      await screen.findByText("The invitation to alex@example.com was withdrawn"),
    ).toBeVisible();
    expect(sent("DELETE", `/api/people/invitations/${MANAGER_INVITE_ID}`)).toHaveLength(1);
  });

  it("says when the team cannot be loaded, and tries again", async () => {
    const user = userEvent.setup();
    let fails = true;
    stubFetch({
      "GET /api/people": () =>
        fails
          ? { status: 500, body: { message: "Database unavailable" } }
          : { body: buildTeam(LUIGI_ID) },
    });
    renderWithApp(<PeopleSettings user={buildCurrentUser()} />);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("The team could not be loaded.");
    fails = false;
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Sam Lee")).toBeVisible();
  });
});

describe("Settings → People for a manager", () => {
  it("invites Staff only, and says so", async () => {
    const user = userEvent.setup();
    const { sent } = showPeople("manager", {
      "POST /api/people/invitations": {
        status: 201,
        body: { message: PEOPLE_MESSAGES.invited("kim@example.com") },
      },
    });
    const form = inviteForm();
    const role = within(form).getByRole("combobox", { name: "Role" });
    expect(optionsOf(role)).toEqual(["Staff"]);
    expect(role).toHaveAccessibleDescription("As a manager you can invite Staff.");
    await user.type(within(form).getByRole("textbox", { name: "Email" }), "kim@example.com");
    await user.click(within(form).getByRole("button", { name: "Send invitation" }));
    expect(await screen.findByText(PEOPLE_MESSAGES.invited("kim@example.com"))).toBeVisible();
    expect(sent("POST", "/api/people/invitations")).toEqual([
      { email: "kim@example.com", role: "staff", locationIds: null },
    ]);
  });

  it("sees everyone's role but changes and removes no one", async () => {
    showPeople("manager");
    const team = await teamList();
    expect(within(team).queryAllByRole("combobox")).toEqual([]);
    expect(within(team).queryByRole("button", { name: /^Remove/ })).not.toBeInTheDocument();
    expect(within(rowOf(team, "Luigi Rossi")).getByText("Owner")).toBeVisible();
    expect(within(rowOf(team, "Maria Bianchi")).getByText("You")).toBeVisible();
    expect(within(rowOf(team, "Maria Bianchi")).getByText("Manager")).toBeVisible();
    expect(within(rowOf(team, "Sam Lee")).getByText("Staff")).toBeVisible();
  });

  it("resends or withdraws a Staff invitation, not a Manager's", async () => {
    showPeople("manager");
    const waiting = (await screen.findByRole("heading", { name: "Invitations waiting" })).closest(
      "section",
    ) as HTMLElement;
    const staff = rowOf(waiting, "jo@example.com");
    expect(
      within(staff).getByRole("button", { name: "Resend the invitation to jo@example.com" }),
    ).toBeVisible();
    expect(
      within(staff).getByRole("button", { name: "Withdraw the invitation to jo@example.com" }),
    ).toBeVisible();
    const manager = rowOf(waiting, "alex@example.com");
    expect(within(manager).getByText("Manager")).toBeVisible();
    expect(within(manager).queryByRole("button")).not.toBeInTheDocument();
  });
});
