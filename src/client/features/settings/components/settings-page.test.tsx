import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { readDeviceSettings } from "@/client/lib/device-settings";
import { playSound } from "@/client/lib/sound";
import { stubFetch } from "@/client/test/fetch-stub";
import { renderWithApp } from "@/client/test/render-with-app";
import { buildLocation, buildSettings, buildUser } from "../test/settings-fixtures";
import { SettingsPage } from "./settings-page";

vi.mock("@/client/lib/sound", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/client/lib/sound")>()),
  playSound: vi.fn(),
}));

const SECTIONS = [
  "Restaurant profile",
  "Locations",
  "Orders",
  "Notifications",
  "Phone alerts",
  "Appearance",
  "Account",
];

beforeEach(() => {
  vi.mocked(playSound).mockClear();
  stubFetch({
    "GET /api/settings": { body: buildSettings() },
    "GET /api/locations": { body: [buildLocation()] },
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the Settings page", () => {
  it("has the 'Settings' heading, a card per section and a table of contents", () => {
    renderWithApp(<SettingsPage user={buildUser()} />);
    expect(screen.getByRole("heading", { level: 1, name: "Settings" })).toBeInTheDocument();
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual(
      SECTIONS,
    );
    const contents = screen.getByRole("navigation", { name: "On this page" });
    const links = within(contents).getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual(SECTIONS);
    for (const link of links) {
      const target = document.querySelector(link.getAttribute("href") ?? "");
      expect(target).toHaveAccessibleName(link.textContent ?? "");
    }
    // The three kept in this browser say so.
    expect(screen.getAllByText("Saved on this device")).toHaveLength(3);
  });

  it("draws the Printers section after Orders when handed its contents", () => {
    renderWithApp(<SettingsPage user={buildUser()} printers={<p>The printers</p>} />);
    const titles = [...SECTIONS.slice(0, 3), "Printers", ...SECTIONS.slice(3)];
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual(titles);
    const contents = screen.getByRole("navigation", { name: "On this page" });
    expect(within(contents).getByRole("link", { name: "Printers" })).toHaveAttribute(
      "href",
      "#printers",
    );
    const section = screen.getByRole("region", { name: "Printers" });
    expect(within(section).getByText("The printers")).toBeVisible();
  });

  it("keeps the order preferences on this device", async () => {
    const user = userEvent.setup();
    renderWithApp(<SettingsPage user={buildUser()} />);
    // Oldest first is the default: choosing the other one is the change.
    await user.click(screen.getByRole("radio", { name: "Newest first" }));
    await user.click(screen.getByRole("switch", { name: "Print new orders automatically" }));
    expect(readDeviceSettings()).toMatchObject({ defaultSort: "newest", autoPrint: true });
    expect(screen.getByRole("radio", { name: "Newest first" })).toBeChecked();
    expect(screen.getByRole("switch", { name: "Print new orders automatically" })).toBeChecked();
  });

  it("keeps the ticket paper on this device: 80 mm until 58 mm is chosen", async () => {
    const user = userEvent.setup();
    renderWithApp(<SettingsPage user={buildUser()} />);
    const paper = screen.getByRole("radiogroup", { name: "Ticket paper" });
    expect(within(paper).getByRole("radio", { name: "80 mm" })).toBeChecked();
    await user.click(within(paper).getByRole("radio", { name: "58 mm" }));
    expect(readDeviceSettings().ticketPaper).toBe("58mm");
    expect(within(paper).getByRole("radio", { name: "58 mm" })).toBeChecked();
  });

  it("turns sounds and pop-ups off, and sets the volume with the keyboard", async () => {
    const user = userEvent.setup();
    renderWithApp(<SettingsPage user={buildUser()} />);
    const volume = screen.getByRole("slider", { name: "Volume" });
    expect(volume).toHaveAttribute("aria-valuetext", "100%");
    act(() => volume.focus());
    await user.keyboard("{ArrowLeft}{ArrowLeft}");
    expect(readDeviceSettings().volume).toBe(90);
    expect(volume).toHaveAttribute("aria-valuetext", "90%");

    await user.click(screen.getByRole("switch", { name: "Show new-order pop-ups" }));
    await user.click(screen.getByRole("switch", { name: "Play sounds" }));
    expect(readDeviceSettings()).toMatchObject({ showPopups: false, playSounds: false });
    expect(screen.getByRole("button", { name: "Test sound" })).toBeDisabled();
  });

  it("sets how often the chime repeats and whether the screen stays awake, on this device", async () => {
    const user = userEvent.setup();
    renderWithApp(<SettingsPage user={buildUser()} />);
    const repeat = screen.getByRole("combobox", { name: "Repeat the new-order chime" });
    expect(repeat).toHaveDisplayValue("Every 10 seconds");
    expect(repeat).toHaveAccessibleDescription(
      "Until someone opens, accepts or moves the order. Closing its pop-up does not stop it.",
    );
    await user.selectOptions(repeat, "Once only");
    await user.click(screen.getByRole("switch", { name: "Keep the screen awake" }));
    expect(readDeviceSettings()).toMatchObject({ chimeRepeatSeconds: 0, keepScreenAwake: false });
    await user.selectOptions(repeat, "Every 30 seconds");
    expect(readDeviceSettings().chimeRepeatSeconds).toBe(30);
  });

  it("'Test sound' plays the new-order chime at the toast's volume", async () => {
    const user = userEvent.setup();
    renderWithApp(<SettingsPage user={buildUser()} />);
    await user.click(screen.getByRole("button", { name: "Test sound" }));
    expect(playSound).toHaveBeenCalledExactlyOnceWith("new", 0.5);
  });

  it("stores the theme under 'theme' and draws it", async () => {
    const user = userEvent.setup();
    renderWithApp(<SettingsPage user={buildUser()} />);
    const theme = screen.getByRole("radiogroup", { name: "Theme" });
    expect(within(theme).getByRole("radio", { name: "Light" })).toBeChecked();
    await user.click(within(theme).getByRole("radio", { name: "Dark" }));
    expect(localStorage.getItem("theme")).toBe("dark");
    expect(document.documentElement).toHaveClass("dark");
    await user.click(within(theme).getByRole("radio", { name: "System" }));
    expect(localStorage.getItem("theme")).toBe("system");
  });
});
