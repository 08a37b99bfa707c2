import { act, renderHook } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import {
  DEFAULT_DEVICE_SETTINGS,
  DEVICE_SETTINGS_KEY,
  readDeviceSettings,
  subscribeDeviceSettings,
  updateDeviceSettings,
  useDeviceSettings,
} from "./device-settings";

describe("this device's settings", () => {
  it("starts oldest first, no auto-print, sounds on at full volume, the chime every 10 s, the screen kept awake, pop-ups on, 80 mm paper", () => {
    expect(readDeviceSettings()).toEqual({
      defaultSort: "oldest",
      autoPrint: false,
      playSounds: true,
      volume: 100,
      showPopups: true,
      chimeRepeatSeconds: 10,
      keepScreenAwake: true,
      ticketPaper: "80mm",
    });
    expect(DEFAULT_DEVICE_SETTINGS).toEqual(readDeviceSettings());
  });

  it("keeps a change in localStorage as one JSON object and reads it back", () => {
    updateDeviceSettings({ defaultSort: "newest", volume: 40 });
    updateDeviceSettings({ autoPrint: true });
    const expected = {
      ...DEFAULT_DEVICE_SETTINGS,
      defaultSort: "newest",
      volume: 40,
      autoPrint: true,
    };
    expect(readDeviceSettings()).toEqual(expected);
    expect(JSON.parse(localStorage.getItem(DEVICE_SETTINGS_KEY) ?? "null")).toEqual(expected);
  });

  it.each([
    ["corrupt JSON", "{not json"],
    ["JSON that is not an object", "42"],
    ["null", "null"],
  ])("falls back to the defaults on %s", (_, raw) => {
    localStorage.setItem(DEVICE_SETTINGS_KEY, raw);
    expect(readDeviceSettings()).toEqual(DEFAULT_DEVICE_SETTINGS);
  });

  it("keeps the good values of an object with a bad one", () => {
    localStorage.setItem(
      DEVICE_SETTINGS_KEY,
      JSON.stringify({ defaultSort: "sideways", volume: 250, playSounds: false }),
    );
    expect(readDeviceSettings()).toEqual({ ...DEFAULT_DEVICE_SETTINGS, playSounds: false });
  });

  it("keeps a 58 mm paper roll and reads an unknown width as 80 mm", () => {
    updateDeviceSettings({ ticketPaper: "58mm" });
    expect(readDeviceSettings().ticketPaper).toBe("58mm");
    localStorage.setItem(DEVICE_SETTINGS_KEY, JSON.stringify({ ticketPaper: "112mm" }));
    expect(readDeviceSettings().ticketPaper).toBe("80mm");
  });

  it("never stores a value outside the schema (the default takes its place)", () => {
    expect(() => updateDeviceSettings({ volume: -5 })).not.toThrow();
    expect(JSON.parse(localStorage.getItem(DEVICE_SETTINGS_KEY) ?? "null").volume).toBe(100);
  });

  it("tells subscribers of a change, and stops when they unsubscribe", () => {
    const listener = vi.fn();
    const unsubscribe = subscribeDeviceSettings(listener);
    updateDeviceSettings({ showPopups: false });
    expect(listener).toHaveBeenCalledOnce();
    unsubscribe();
    updateDeviceSettings({ showPopups: true });
    expect(listener).toHaveBeenCalledOnce();
  });

  it("re-renders a screen when the settings change here or in another tab", () => {
    const { result } = renderHook(() => useDeviceSettings());
    expect(result.current.playSounds).toBe(true);
    act(() => void updateDeviceSettings({ playSounds: false }));
    expect(result.current.playSounds).toBe(false);

    act(() => {
      localStorage.setItem(DEVICE_SETTINGS_KEY, JSON.stringify({ playSounds: true, volume: 30 }));
      window.dispatchEvent(new StorageEvent("storage", { key: DEVICE_SETTINGS_KEY }));
    });
    expect(result.current).toMatchObject({ playSounds: true, volume: 30 });
  });
});
