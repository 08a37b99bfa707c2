import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type StubRoute, stubFetch } from "@/client/test/fetch-stub";
import { renderWithApp } from "@/client/test/render-with-app";
import type { ActivityPage } from "@/domain/api/activity";
import { buildActivityEntry, buildActivityPage, MARIA_ID } from "../test/activity-fixtures";
import { ActivitySettings } from "./activity-settings";

// 12:45 PM in Chicago; only the clock is fixed, timers run as usual.
const NOW = "2026-11-20T18:45:00.000Z";

beforeEach(() => {
  vi.useFakeTimers({ now: Date.parse(NOW), toFake: ["Date"] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** GET /api/activity answered by `answer`; what each call asked for, as its query string. */
function showActivity(answer: StubRoute | ActivityPage = buildActivityPage()) {
  const stub = stubFetch({
    "GET /api/activity": typeof answer === "function" ? answer : { body: answer },
  });
  renderWithApp(<ActivitySettings timeZone="America/Chicago" />);
  const asked = () =>
    stub.calls
      .filter((call) => call.url.pathname === "/api/activity")
      .map((call) => call.url.searchParams.toString());
  return { asked };
}

const changeList = () => screen.findByRole("list", { name: "Changes, newest first" });
const rowsOf = (list: HTMLElement) =>
  within(list)
    .getAllByRole("listitem")
    .map((row) => row.textContent);

const rowAt = (list: HTMLElement, index: number): HTMLElement => {
  const row = within(list).getAllByRole("listitem")[index];
  if (!row) throw new Error(`The list has no row ${index + 1}`);
  return row;
};

describe("Settings → Activity", () => {
  it("lists each change with who made it, on which device, when, and its kind", async () => {
    showActivity(
      buildActivityPage({
        entries: [
          buildActivityEntry(),
          buildActivityEntry({
            id: 119,
            at: "2026-11-20T12:30:00.000Z",
            kind: "availability",
            action: "86'd an item",
            subject: "Truffle Fries",
            by: "kitchen",
            personName: null,
            deviceName: "Line tablet",
          }),
          buildActivityEntry({
            id: 118,
            at: "2026-11-19T23:30:00.000Z",
            kind: "settings",
            action: "Changed order handling",
            subject: null,
            personName: "Sam Lee",
            deviceName: null,
          }),
        ],
      }),
    );
    const list = await changeList();
    expect(within(list).getAllByRole("listitem")).toHaveLength(3);
    const maria = rowAt(list, 0);
    const kitchen = rowAt(list, 1);
    const sam = rowAt(list, 2);
    expect(within(maria).getByText("Paused a channel · DoorDash")).toBeVisible();
    expect(within(maria).getByText("Maria Lopez on Pass iPad · 4 mins ago")).toBeVisible();
    expect(within(maria).getByText("Pause and busy")).toBeVisible();
    expect(within(kitchen).getByText("86'd an item · Truffle Fries")).toBeVisible();
    expect(within(kitchen).getByText("Kitchen on Line tablet · Today at 6:30 AM")).toBeVisible();
    expect(within(kitchen).getByText("86 and back")).toBeVisible();
    expect(within(sam).getByText("Changed order handling")).toBeVisible();
    expect(within(sam).getByText("Sam Lee · Yesterday at 5:30 PM")).toBeVisible();
    expect(sam).toHaveTextContent("Kind: Settings");
    expect(screen.queryByRole("button", { name: "Load older" })).not.toBeInTheDocument();
  });

  it("offers everyone the log names, Kitchen, and every kind as filters", async () => {
    showActivity();
    await changeList();
    const person = screen.getByRole("combobox", { name: "Person" });
    expect(
      within(person)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["All people", "Maria Lopez", "Sam Lee", "Kitchen (a device on its own)"]);
    const kind = screen.getByRole("combobox", { name: "Kind" });
    expect(
      within(kind)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual([
      "All kinds",
      "Orders",
      "86 and back",
      "Pause and busy",
      "Menu",
      "Printers",
      "Settings",
      "People",
      "Devices",
      "Platforms",
      "Phone alerts",
    ]);
  });

  it("asks again from the newest change when a person or a kind is chosen", async () => {
    const user = userEvent.setup();
    const { asked } = showActivity(({ url }) => {
      const person = url.searchParams.get("person");
      const action =
        person === "kitchen" ? "Marked ready" : person ? "Accepted" : "Paused a channel";
      return {
        body: buildActivityPage({ entries: [buildActivityEntry({ action, subject: null })] }),
      };
    });
    await changeList();

    await user.selectOptions(screen.getByRole("combobox", { name: "Person" }), "Maria Lopez");
    expect(await within(await changeList()).findByText("Accepted")).toBeVisible();
    expect(screen.getByRole("combobox", { name: "Person" })).toHaveValue(MARIA_ID);

    await user.selectOptions(screen.getByRole("combobox", { name: "Kind" }), "Menu");
    await user.selectOptions(
      screen.getByRole("combobox", { name: "Person" }),
      "Kitchen (a device on its own)",
    );
    expect(await within(await changeList()).findByText("Marked ready")).toBeVisible();

    await user.selectOptions(screen.getByRole("combobox", { name: "Kind" }), "All kinds");
    await user.selectOptions(screen.getByRole("combobox", { name: "Person" }), "All people");
    expect(await within(await changeList()).findByText("Paused a channel")).toBeVisible();
    await waitFor(() =>
      expect(asked()).toEqual([
        "",
        `person=${MARIA_ID}`,
        `kind=menu&person=${MARIA_ID}`,
        "kind=menu&person=kitchen",
        "person=kitchen",
        // The whole log again: shown as first read, and read anew since it may have grown.
        "",
      ]),
    );
  });

  it("loads older changes after the ones shown, and starts again when a filter changes", async () => {
    const user = userEvent.setup();
    const { asked } = showActivity(({ url }) => {
      if (url.searchParams.get("before") === "120") {
        return {
          body: buildActivityPage({
            entries: [buildActivityEntry({ id: 60, action: "Accepted", subject: "Order #W-1002" })],
            nextBefore: null,
          }),
        };
      }
      return { body: buildActivityPage({ nextBefore: 120 }) };
    });
    const list = await changeList();
    await user.click(screen.getByRole("button", { name: "Load older" }));

    await waitFor(() =>
      expect(rowsOf(list)).toEqual([
        expect.stringContaining("Paused a channel · DoorDash"),
        expect.stringContaining("Accepted · Order #W-1002"),
      ]),
    );
    expect(asked()).toEqual(["", "before=120"]);
    // The last page: nothing older to ask for, and focus on the first older change.
    expect(screen.queryByRole("button", { name: "Load older" })).not.toBeInTheDocument();
    await waitFor(() => expect(rowAt(list, 1)).toHaveFocus());

    await user.selectOptions(screen.getByRole("combobox", { name: "Kind" }), "Orders");
    await waitFor(() => expect(asked()).toEqual(["", "before=120", "kind=orders"]));
    await waitFor(async () => expect(rowsOf(await changeList())).toHaveLength(1));
  });

  it("says when an older page could not be loaded, and keeps what is shown", async () => {
    const user = userEvent.setup();
    showActivity(({ url }) =>
      url.searchParams.has("before")
        ? { status: 500, body: { message: "Database unavailable" } }
        : { body: buildActivityPage({ nextBefore: 120 }) },
    );
    const list = await changeList();
    await user.click(screen.getByRole("button", { name: "Load older" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "The older changes could not be loaded. Please try again.",
    );
    expect(within(list).getByText("Paused a channel · DoorDash")).toBeVisible();
    expect(screen.getByRole("button", { name: "Load older" })).toBeEnabled();
  });

  it("says when nothing has been changed, or nothing matches the filters", async () => {
    const user = userEvent.setup();
    showActivity(buildActivityPage({ entries: [] }));
    expect(await screen.findByText("Nothing has been changed yet.")).toBeVisible();
    await user.selectOptions(screen.getByRole("combobox", { name: "Kind" }), "Printers");
    expect(await screen.findByText("No changes match these filters.")).toBeVisible();
    expect(screen.queryByText("Nothing has been changed yet.")).not.toBeInTheDocument();
  });

  it("shows a spinner while the first page is on its way", async () => {
    let answer: (reply: { body: ActivityPage }) => void = () => {};
    showActivity(() => new Promise((resolve) => (answer = resolve)));
    expect(await screen.findByRole("status")).toHaveTextContent("Loading the activity");
    answer({ body: buildActivityPage() });
    expect(await changeList()).toBeVisible();
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });

  it("says when the activity cannot be loaded, and tries again", async () => {
    const user = userEvent.setup();
    let fails = true;
    showActivity(() =>
      fails
        ? { status: 500, body: { message: "Database unavailable" } }
        : { body: buildActivityPage() },
    );
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("The activity could not be loaded.");
    fails = false;
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(
      await within(await changeList()).findByText("Paused a channel · DoorDash"),
    ).toBeVisible();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});
