import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { buildCurrentUser, TEST_LOCATION, TEST_SECOND_LOCATION } from "@/client/test/current-user";
import { type StubReply, type StubRoute, stubFetch } from "@/client/test/fetch-stub";
import { renderWithApp } from "@/client/test/render-with-app";
import type { LocationSummary } from "@/domain/api/locations";
import { LOCATIONS_MESSAGE, PEOPLE_MESSAGES, type Team } from "@/domain/api/people";
import type { UserRole } from "@/domain/permissions";
import { buildTeam, LUIGI_ID, MANAGER_INVITE_ID, MARIA_ID, SAM_ID } from "../test/people-fixtures";
import { PeopleSettings } from "./people-settings";

afterEach(() => {
  vi.unstubAllGlobals();
});

const TRATTORIA = TEST_LOCATION;
const HARBOUR = TEST_SECOND_LOCATION;
const UPTOWN: LocationSummary = {
  id: "5f0c1a7e-2b3d-4c5e-8f9a-0b1c2d3e4f52",
  name: "Luigi's Uptown",
  kitchenId: null,
  timezone: "America/Chicago",
  currency: "USD",
};
const LOCATIONS = [TRATTORIA, HARBOUR, UPTOWN];
/** A brand cooked in the Trattoria's kitchen: a place to switch to, never one to work at. */
const WINGS: LocationSummary = {
  id: "5f0c1a7e-2b3d-4c5e-8f9a-0b1c2d3e4f53",
  name: "Midnight Wings",
  kitchenId: TRATTORIA.id,
  timezone: "America/Chicago",
  currency: "USD",
};

/** Maria manages the Harbour and Uptown; the manager's invitation is for the Harbour only. */
function buildChainTeam(): Team {
  const team = buildTeam(LUIGI_ID);
  return {
    people: team.people.map((person) =>
      person.id === MARIA_ID ? { ...person, locationIds: [HARBOUR.id, UPTOWN.id] } : person,
    ),
    invitations: team.invitations.map((invitation) =>
      invitation.id === MANAGER_INVITE_ID
        ? { ...invitation, locationIds: [HARBOUR.id] }
        : invitation,
    ),
  };
}

/** Settings → People in an account of `locations`, the team as it stands. */
function showPeople(
  routes: Record<string, StubReply | StubRoute> = {},
  {
    role = "shop_owner",
    locations = LOCATIONS,
    worksAtAllLocations = true,
    restaurant = TRATTORIA,
  }: {
    role?: UserRole;
    locations?: LocationSummary[];
    worksAtAllLocations?: boolean;
    /** Where the browser works. */
    restaurant?: LocationSummary;
  } = {},
) {
  const state = { team: buildChainTeam() };
  const stub = stubFetch({ "GET /api/people": () => ({ body: state.team }), ...routes });
  renderWithApp(
    <PeopleSettings
      user={buildCurrentUser({ role, locations, worksAtAllLocations, restaurant })}
    />,
  );
  const sent = (method: string, path: string) =>
    stub.calls
      .filter((call) => call.method === method && call.url.pathname === path)
      .map((call) => call.body);
  return { state, sent };
}

const inviteForm = () => screen.getByRole("form", { name: "Invite someone" });
const locationsOf = (scope: HTMLElement) => within(scope).getByRole("group", { name: "Locations" });
const rowOf = async (name: string) => (await screen.findByText(name)).closest("li") as HTMLElement;
const invited = { status: 201, body: { message: PEOPLE_MESSAGES.invited("pat@example.com") } };

async function typeAddress(user: ReturnType<typeof userEvent.setup>) {
  await user.type(within(inviteForm()).getByRole("textbox", { name: "Email" }), "pat@example.com");
}

describe("Settings → People in an account of several locations", () => {
  it("says where each person and each invitation works", async () => {
    showPeople();
    expect(within(await rowOf("Luigi Rossi")).getByText("All locations")).toBeVisible();
    expect(
      within(await rowOf("Maria Bianchi")).getByText("Luigi's Harbour and Luigi's Uptown"),
    ).toBeVisible();
    expect(within(await rowOf("jo@example.com")).getByText("All locations")).toBeVisible();
    expect(within(await rowOf("alex@example.com")).getByText("Luigi's Harbour")).toBeVisible();
  });

  it("counts the locations the viewer does not know by name", async () => {
    // A manager who works at the Harbour only sees Maria's Uptown as another location.
    showPeople({}, { role: "manager", locations: [TRATTORIA, HARBOUR] });
    expect(
      within(await rowOf("Maria Bianchi")).getByText("Luigi's Harbour and 1 other location"),
    ).toBeVisible();
  });

  it("invites for All locations unless told otherwise, sending null", async () => {
    const user = userEvent.setup();
    const { sent } = showPeople({ "POST /api/people/invitations": invited });
    const all = within(locationsOf(inviteForm())).getByRole("checkbox", { name: "All locations" });
    expect(all).toBeChecked();
    await typeAddress(user);
    await user.click(within(inviteForm()).getByRole("button", { name: "Send invitation" }));

    expect(await screen.findByText(PEOPLE_MESSAGES.invited("pat@example.com"))).toBeVisible();
    expect(sent("POST", "/api/people/invitations")).toEqual([
      { email: "pat@example.com", role: "staff", locationIds: null },
    ]);
  });

  it("invites for the locations ticked, starting from this one", async () => {
    const user = userEvent.setup();
    const { sent } = showPeople({ "POST /api/people/invitations": invited });
    const choice = locationsOf(inviteForm());
    await user.click(within(choice).getByRole("checkbox", { name: "All locations" }));
    expect(within(choice).getByRole("checkbox", { name: "Luigi's Trattoria" })).toBeChecked();
    expect(within(choice).getByRole("checkbox", { name: "Luigi's Harbour" })).not.toBeChecked();

    await user.click(within(choice).getByRole("checkbox", { name: "Luigi's Uptown" }));
    await user.click(within(choice).getByRole("checkbox", { name: "Luigi's Trattoria" }));
    await user.click(within(choice).getByRole("checkbox", { name: "Luigi's Harbour" }));
    await typeAddress(user);
    await user.click(within(inviteForm()).getByRole("button", { name: "Send invitation" }));

    expect(await screen.findByText(PEOPLE_MESSAGES.invited("pat@example.com"))).toBeVisible();
    // In the list's order, whatever the order of the ticks.
    expect(sent("POST", "/api/people/invitations")).toEqual([
      { email: "pat@example.com", role: "staff", locationIds: [HARBOUR.id, UPTOWN.id] },
    ]);
  });

  it("has a manager of chosen locations invite to theirs, this one ticked, never to All", async () => {
    const user = userEvent.setup();
    const { sent } = showPeople(
      { "POST /api/people/invitations": invited },
      { role: "manager", locations: [TRATTORIA, UPTOWN], worksAtAllLocations: false },
    );
    const choice = locationsOf(inviteForm());
    expect(within(choice).queryByRole("checkbox", { name: "All locations" })).toBeNull();
    expect(within(choice).getByRole("checkbox", { name: "Luigi's Trattoria" })).toBeChecked();
    expect(within(choice).getByRole("checkbox", { name: "Luigi's Uptown" })).not.toBeChecked();
    await typeAddress(user);
    await user.click(within(inviteForm()).getByRole("button", { name: "Send invitation" }));

    expect(await screen.findByText(PEOPLE_MESSAGES.invited("pat@example.com"))).toBeVisible();
    expect(sent("POST", "/api/people/invitations")).toEqual([
      { email: "pat@example.com", role: "staff", locationIds: [TRATTORIA.id] },
    ]);
  });

  it("has a manager of one location of several invite to it, with nothing to choose", async () => {
    const user = userEvent.setup();
    const { sent } = showPeople(
      { "POST /api/people/invitations": invited },
      { role: "manager", locations: [TRATTORIA], worksAtAllLocations: false },
    );
    expect(within(inviteForm()).queryByRole("group", { name: "Locations" })).toBeNull();
    await typeAddress(user);
    await user.click(within(inviteForm()).getByRole("button", { name: "Send invitation" }));

    expect(await screen.findByText(PEOPLE_MESSAGES.invited("pat@example.com"))).toBeVisible();
    expect(sent("POST", "/api/people/invitations")).toEqual([
      { email: "pat@example.com", role: "staff", locationIds: [TRATTORIA.id] },
    ]);
  });

  it("asks for at least one location, and sends nothing until there is one", async () => {
    const user = userEvent.setup();
    const { sent } = showPeople();
    const choice = locationsOf(inviteForm());
    await user.click(within(choice).getByRole("checkbox", { name: "All locations" }));
    await user.click(within(choice).getByRole("checkbox", { name: "Luigi's Trattoria" }));
    await typeAddress(user);
    await user.click(within(inviteForm()).getByRole("button", { name: "Send invitation" }));

    expect(within(choice).getByRole("alert")).toHaveTextContent(LOCATIONS_MESSAGE);
    expect(choice).toHaveAccessibleDescription(LOCATIONS_MESSAGE);
    expect(sent("POST", "/api/people/invitations")).toEqual([]);
  });

  it("makes an Owner's invitation one for All locations", async () => {
    const user = userEvent.setup();
    const { sent } = showPeople({ "POST /api/people/invitations": invited });
    const choice = locationsOf(inviteForm());
    await user.click(within(choice).getByRole("checkbox", { name: "All locations" }));
    await user.selectOptions(within(inviteForm()).getByRole("combobox", { name: "Role" }), "Owner");

    const all = within(choice).getByRole("checkbox", { name: "All locations" });
    expect(all).toBeChecked();
    expect(all).toBeDisabled();
    expect(all).toHaveAccessibleDescription("An owner works at every location.");
    expect(
      within(choice).queryByRole("checkbox", { name: "Luigi's Harbour" }),
    ).not.toBeInTheDocument();
    await typeAddress(user);
    await user.click(within(inviteForm()).getByRole("button", { name: "Send invitation" }));

    await screen.findByText(PEOPLE_MESSAGES.invited("pat@example.com"));
    expect(sent("POST", "/api/people/invitations")).toEqual([
      { email: "pat@example.com", role: "owner", locationIds: null },
    ]);
  });

  it("resends an invitation for the same role and locations", async () => {
    const user = userEvent.setup();
    const { sent } = showPeople({
      "POST /api/people/invitations": {
        status: 201,
        body: { message: PEOPLE_MESSAGES.invited("alex@example.com") },
      },
    });
    await user.click(
      await screen.findByRole("button", { name: "Resend the invitation to alex@example.com" }),
    );
    await screen.findByText(PEOPLE_MESSAGES.invited("alex@example.com"));
    expect(sent("POST", "/api/people/invitations")).toEqual([
      { email: "alex@example.com", role: "manager", locationIds: [HARBOUR.id] },
    ]);
  });

  it("changes a person's role and locations together, and saves once", async () => {
    const user = userEvent.setup();
    const { state, sent } = showPeople({
      [`PATCH /api/people/${SAM_ID}`]: ({ body }) => {
        const change = body as { role: "manager"; locationIds: string[] | null };
        state.team = {
          ...state.team,
          people: state.team.people.map((one) => (one.id === SAM_ID ? { ...one, ...change } : one)),
        };
        return { body: state.team };
      },
    });
    const sam = await rowOf("Sam Lee");
    expect(within(sam).queryByRole("combobox")).not.toBeInTheDocument();
    await user.click(
      within(sam).getByRole("button", { name: "Change the role and locations of Sam Lee" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Role and locations of Sam Lee" });
    expect(within(dialog).getByRole("combobox", { name: "Role" })).toHaveValue("staff");
    await user.selectOptions(within(dialog).getByRole("combobox", { name: "Role" }), "Manager");
    await user.click(within(dialog).getByRole("checkbox", { name: "All locations" }));
    await user.click(within(dialog).getByRole("checkbox", { name: "Luigi's Harbour" }));
    expect(sent("PATCH", `/api/people/${SAM_ID}`)).toEqual([]);
    await user.click(within(dialog).getByRole("button", { name: "Save" }));

    expect(await screen.findByText("Sam Lee's role and locations are saved")).toBeVisible();
    expect(sent("PATCH", `/api/people/${SAM_ID}`)).toEqual([
      { role: "manager", locationIds: [TRATTORIA.id, HARBOUR.id] },
    ]);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await waitFor(() =>
      expect(within(sam).getByText("Luigi's Trattoria and Luigi's Harbour")).toBeVisible(),
    );
    expect(within(sam).getByText("Manager")).toBeVisible();
  });

  it("gives a new Owner every location", async () => {
    const user = userEvent.setup();
    const { sent } = showPeople({ [`PATCH /api/people/${MARIA_ID}`]: { body: buildChainTeam() } });
    await user.click(
      await screen.findByRole("button", { name: "Change the role and locations of Maria Bianchi" }),
    );
    const dialog = await screen.findByRole("dialog", {
      name: "Role and locations of Maria Bianchi",
    });
    // Her two locations, as they are.
    expect(within(dialog).getByRole("checkbox", { name: "All locations" })).not.toBeChecked();
    expect(within(dialog).getByRole("checkbox", { name: "Luigi's Uptown" })).toBeChecked();
    await user.selectOptions(within(dialog).getByRole("combobox", { name: "Role" }), "Owner");
    expect(within(dialog).getByRole("checkbox", { name: "All locations" })).toBeDisabled();
    await user.click(within(dialog).getByRole("button", { name: "Save" }));

    await screen.findByText("Maria Bianchi's role and locations are saved");
    expect(sent("PATCH", `/api/people/${MARIA_ID}`)).toEqual([
      { role: "owner", locationIds: null },
    ]);
  });

  it("keeps the dialog open with the server's reason when the change is refused", async () => {
    const user = userEvent.setup();
    showPeople({
      [`PATCH /api/people/${MARIA_ID}`]: {
        status: 409,
        body: { message: PEOPLE_MESSAGES.lastOwner },
      },
    });
    await user.click(
      await screen.findByRole("button", { name: "Change the role and locations of Maria Bianchi" }),
    );
    const dialog = await screen.findByRole("dialog", {
      name: "Role and locations of Maria Bianchi",
    });
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(PEOPLE_MESSAGES.lastOwner);
    expect(
      screen.getByRole("dialog", { name: "Role and locations of Maria Bianchi" }),
    ).toBeVisible();
  });
});

describe("Settings → People in an account with a brand", () => {
  const WITH_BRAND = [TRATTORIA, HARBOUR, WINGS, UPTOWN];

  it("offers only locations as where someone works, never a brand", async () => {
    const user = userEvent.setup();
    showPeople({}, { locations: WITH_BRAND });
    const choice = locationsOf(inviteForm());
    await user.click(within(choice).getByRole("checkbox", { name: "All locations" }));
    expect(
      within(choice)
        .getAllByRole("checkbox")
        .map((box) => box.closest("label")?.textContent),
    ).toEqual(["All locations", "Luigi's Trattoria", "Luigi's Harbour", "Luigi's Uptown"]);

    await user.click(
      await screen.findByRole("button", { name: "Change the role and locations of Sam Lee" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Role and locations of Sam Lee" });
    await user.click(within(dialog).getByRole("checkbox", { name: "All locations" }));
    expect(within(dialog).getByRole("checkbox", { name: "Luigi's Uptown" })).toBeVisible();
    expect(within(dialog).queryByRole("checkbox", { name: "Midnight Wings" })).toBeNull();
  });

  it("at a brand, has a manager of chosen locations invite to the brand's location", async () => {
    const user = userEvent.setup();
    const { sent } = showPeople(
      { "POST /api/people/invitations": invited },
      {
        role: "manager",
        locations: [TRATTORIA, WINGS, UPTOWN],
        worksAtAllLocations: false,
        restaurant: WINGS,
      },
    );
    const choice = locationsOf(inviteForm());
    expect(within(choice).getByRole("checkbox", { name: "Luigi's Trattoria" })).toBeChecked();
    expect(within(choice).queryByRole("checkbox", { name: "Midnight Wings" })).toBeNull();
    await typeAddress(user);
    await user.click(within(inviteForm()).getByRole("button", { name: "Send invitation" }));

    expect(await screen.findByText(PEOPLE_MESSAGES.invited("pat@example.com"))).toBeVisible();
    expect(sent("POST", "/api/people/invitations")).toEqual([
      { email: "pat@example.com", role: "staff", locationIds: [TRATTORIA.id] },
    ]);
  });

  it("neither offers nor lists locations when the account's one location runs a brand", async () => {
    showPeople({}, { locations: [TRATTORIA, WINGS] });
    await rowOf("Sam Lee");
    expect(screen.queryByRole("group", { name: "Locations" })).not.toBeInTheDocument();
    expect(screen.queryByText("All locations")).not.toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Role of Sam Lee" })).toBeVisible();
  });
});

describe("Settings → People in an account of one location", () => {
  it("neither offers nor lists locations", async () => {
    showPeople({}, { locations: [TRATTORIA] });
    await rowOf("Sam Lee");
    expect(screen.queryByRole("group", { name: "Locations" })).not.toBeInTheDocument();
    expect(screen.queryByText("All locations")).not.toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Role of Sam Lee" })).toBeVisible();
  });
});
