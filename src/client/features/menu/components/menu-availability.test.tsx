import { fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { stubFetch } from "@/client/test/fetch-stub";
import { renderWithApp } from "@/client/test/render-with-app";
import type { Menu } from "@/domain/api/menu";
import { putGroup, putItem } from "../menu-cache";
import { buildGroup, buildItem, buildMenu, buildOption, IDS, OWNER } from "../test/menu-fixtures";
import { MenuManagerPage } from "./menu-manager-page";

beforeEach(() => {
  // 2:07 PM in New York: "Back at" starts an hour on, at the next quarter hour.
  vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-01-06T19:07:00.000Z") });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const rowOf = (name: string) => screen.getByRole("heading", { name }).closest("li") as HTMLElement;

describe("86 until a time", () => {
  it("asks when it comes back, sends that time, and badges the item with it", async () => {
    const user = userEvent.setup();
    let menu: Menu = buildMenu();
    const { calls } = stubFetch({
      "GET /api/menu": () => ({ body: menu }),
      [`PUT /api/menu/items/${IDS.wings}/availability`]: () => {
        const item = buildItem({
          modifierGroupIds: [IDS.size],
          availability: "until_time",
          unavailableUntil: "2026-01-06T22:30:00.000Z",
          isAvailable: false,
        });
        menu = putItem(menu, item);
        return { body: item };
      },
    });
    renderWithApp(<MenuManagerPage user={OWNER} />);
    await screen.findByText("Buffalo Wings");

    await user.click(screen.getByRole("button", { name: "Availability of Buffalo Wings" }));
    await user.click(
      await screen.findByRole("menuitemradio", { name: "Unavailable until a time…" }),
    );
    const dialog = screen.getByRole("dialog", { name: "86 Buffalo Wings until a time" });
    const backAt = within(dialog).getByLabelText("Back at");
    expect(backAt).toHaveValue("15:15");
    fireEvent.change(backAt, { target: { value: "17:30" } });
    await user.click(within(dialog).getByRole("button", { name: "86 until then" }));

    expect(
      await screen.findByText("'Buffalo Wings' is unavailable until 5:30 PM"),
    ).toBeInTheDocument();
    expect(calls.find((call) => call.method === "PUT")?.body).toEqual({
      availability: "until_time",
      untilTime: "17:30",
    });
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    const badge = await within(rowOf("Buffalo Wings")).findByText("86'd · back at 5:30 PM");
    expect(badge).toHaveAttribute("title", "Unavailable until Tue, Jan 6, 5:30 PM");

    // Chosen again, it starts from the time it is 86'd until, to change it.
    await user.click(screen.getByRole("button", { name: "Availability of Buffalo Wings" }));
    await user.click(
      await screen.findByRole("menuitemradio", { name: "Unavailable until a time…" }),
    );
    const again = screen.getByRole("dialog", { name: "86 Buffalo Wings until a time" });
    expect(within(again).getByLabelText("Back at")).toHaveValue("17:30");
  });

  it("sends nothing without a time, and Cancel changes nothing", async () => {
    const user = userEvent.setup();
    const { calls } = stubFetch({ "GET /api/menu": { body: buildMenu() } });
    renderWithApp(<MenuManagerPage user={OWNER} />);
    await screen.findByText("Buffalo Wings");

    await user.click(screen.getByRole("button", { name: "Availability of Buffalo Wings" }));
    await user.click(
      await screen.findByRole("menuitemradio", { name: "Unavailable until a time…" }),
    );
    const dialog = screen.getByRole("dialog", { name: "86 Buffalo Wings until a time" });
    fireEvent.change(within(dialog).getByLabelText("Back at"), { target: { value: "" } });
    await user.click(within(dialog).getByRole("button", { name: "86 until then" }));
    expect(within(dialog).getByText("Choose the time it comes back")).toBeInTheDocument();

    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(calls.some((call) => call.method === "PUT")).toBe(false);
  });
});

describe("86 a modifier option", () => {
  it("sends the option's own availability and shows the group the server answers", async () => {
    const user = userEvent.setup();
    let menu: Menu = buildMenu();
    const { calls } = stubFetch({
      "GET /api/menu": () => ({ body: menu }),
      [`PUT /api/menu/modifier-groups/${IDS.size}/options/${IDS.large}/availability`]: () => {
        const group = buildGroup({
          options: [
            buildOption(),
            buildOption({
              id: IDS.large,
              name: "Large",
              price: 2,
              availability: "until_turned_on",
              isAvailable: false,
            }),
          ],
        });
        menu = putGroup(menu, group);
        return { body: group };
      },
    });
    renderWithApp(<MenuManagerPage user={OWNER} />);
    await screen.findByText("Buffalo Wings");

    await user.click(screen.getByRole("button", { name: "Availability of Large in Size" }));
    expect(await screen.findByRole("menuitemradio", { name: "Available" })).toHaveAttribute(
      "aria-checked",
      "true",
    );
    await user.click(
      screen.getByRole("menuitemradio", { name: "Unavailable until turned back on" }),
    );

    expect(
      await screen.findByText("'Large' is unavailable until turned back on"),
    ).toBeInTheDocument();
    expect(calls.find((call) => call.method === "PUT")?.body).toEqual({
      availability: "until_turned_on",
    });
    const options = screen.getByRole("list", { name: "Options of Size" });
    const large = within(options).getByText("Large").closest("li") as HTMLElement;
    expect(within(large).getByText("86'd · until turned back on")).toBeVisible();
    expect(large).toHaveAttribute("data-unavailable", "true");
    const small = within(options).getByText("Small").closest("li") as HTMLElement;
    expect(within(small).queryByText(/86'd/)).not.toBeInTheDocument();
  });
});
