import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from "vitest";

type SoundModule = typeof import("./sound");
let sound: SoundModule;
let play: MockInstance<HTMLMediaElement["play"]>;

beforeEach(async () => {
  // A fresh module per test, so each starts without cached elements.
  vi.resetModules();
  sound = await import("./sound");
  play = vi.spyOn(HTMLMediaElement.prototype, "play").mockResolvedValue(undefined);
});
afterEach(() => vi.restoreAllMocks());

function playedElements(): HTMLMediaElement[] {
  return play.mock.contexts as HTMLMediaElement[];
}

describe("playSound", () => {
  it("plays the sound's static file at the given volume", () => {
    sound.playSound("ready", sound.STATUS_SOUND_VOLUME);
    expect(play).toHaveBeenCalledOnce();
    const [audio] = playedElements();
    expect(audio).toBeInstanceOf(HTMLAudioElement);
    expect(audio?.src).toMatch(/\/sounds\/ready\.wav$/);
    expect(audio?.volume).toBe(0.7);
  });

  it("uses the fixed volumes: 0.7 for status sounds, 0.5 for the toast", () => {
    expect(sound.STATUS_SOUND_VOLUME).toBe(0.7);
    expect(sound.TOAST_SOUND_VOLUME).toBe(0.5);
    sound.playSound("notification", sound.TOAST_SOUND_VOLUME);
    expect(playedElements()[0]?.volume).toBe(0.5);
  });

  it("reuses one element per sound and restarts it from the beginning", () => {
    sound.playSound("new", 0.7);
    const [first] = playedElements();
    if (!first) throw new Error("nothing played");
    first.currentTime = 0.3;
    sound.playSound("new", 0.5);
    sound.playSound("completed", 0.7);
    const [, again, other] = playedElements();
    expect(again).toBe(first);
    expect(first.currentTime).toBe(0);
    expect(first.volume).toBe(0.5);
    expect(other).not.toBe(first);
    expect(other?.src).toMatch(/\/sounds\/completed\.wav$/);
  });

  it("only logs a playback the browser refuses (autoplay policy)", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const refusal = new DOMException("play() needs a user gesture", "NotAllowedError");
    play.mockRejectedValueOnce(refusal);
    expect(() => sound.playSound("preparing", 0.7)).not.toThrow();
    await vi.waitFor(() => expect(warn).toHaveBeenCalledOnce());
    expect(warn).toHaveBeenCalledWith('Could not play the "preparing" sound', refusal);
  });

  it("only logs a play() that throws or an impossible volume", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    play.mockImplementationOnce(() => {
      throw new Error("not supported");
    });
    expect(() => sound.playSound("new", 0.7)).not.toThrow();
    expect(() => sound.playSound("ready", Number.NaN)).not.toThrow();
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it("keeps the volume within 0 to 1", () => {
    sound.playSound("new", 3);
    sound.playSound("ready", -1);
    expect(playedElements().map((audio) => audio.volume)).toEqual([1, 0]);
  });

  it("has a committed file in public/sounds for every sound", () => {
    const files = Object.keys(import.meta.glob("/public/sounds/*.wav"));
    expect(files.sort()).toEqual(
      sound.SOUND_NAMES.map((name) => `/public/sounds/${name}.wav`).sort(),
    );
  });
});

describe("playSound follows this device's Settings", () => {
  const saveSettings = (settings: object) =>
    localStorage.setItem("orderdock.settings.v1", JSON.stringify(settings));

  it("plays nothing when 'Play sounds' is off", () => {
    saveSettings({ playSounds: false });
    sound.playSound("new", sound.TOAST_SOUND_VOLUME);
    sound.playSound("ready", sound.STATUS_SOUND_VOLUME);
    expect(play).not.toHaveBeenCalled();
  });

  it("scales the fixed volumes by the 'Volume' setting", () => {
    saveSettings({ volume: 50 });
    sound.playSound("ready", sound.STATUS_SOUND_VOLUME);
    sound.playSound("notification", sound.TOAST_SOUND_VOLUME);
    expect(playedElements().map((audio) => audio.volume)).toEqual([0.35, 0.25]);
  });

  it("is silent at 0 % without turning sounds off", () => {
    saveSettings({ volume: 0 });
    sound.playSound("new", sound.TOAST_SOUND_VOLUME);
    expect(playedElements()[0]?.volume).toBe(0);
  });
});

describe("whether this device can be heard", () => {
  const readiness = () => renderHook(() => sound.useSoundReadiness());

  it("waits for a first tap or key press before sounds can play", () => {
    const { result } = readiness();
    expect(result.current).toBe("needs-tap");
    act(() => {
      document.dispatchEvent(new MouseEvent("click"));
    });
    expect(result.current).toBe("on");
  });

  it("says so again when the browser refuses a sound for want of a tap", async () => {
    const { result } = readiness();
    act(() => {
      document.dispatchEvent(new KeyboardEvent("keydown", { key: "a" }));
    });
    expect(result.current).toBe("on");
    play.mockRejectedValueOnce(new DOMException("blocked", "NotAllowedError"));
    vi.spyOn(console, "warn").mockImplementation(() => {});
    await act(async () => sound.playSound("new", sound.TOAST_SOUND_VOLUME));
    expect(result.current).toBe("needs-tap");
  });

  it("is off when Settings turned sounds off or the volume to 0, and one tap turns it on", () => {
    localStorage.setItem("orderdock.settings.v1", JSON.stringify({ volume: 0 }));
    const { result } = readiness();
    expect(result.current).toBe("off");
    act(() => sound.turnOnSound());
    expect(result.current).toBe("on");
    expect(JSON.parse(localStorage.getItem("orderdock.settings.v1") ?? "{}")).toMatchObject({
      playSounds: true,
      volume: 100,
    });
    // The tap plays a chime, so the person hears that sound is on.
    expect(playedElements().map((audio) => audio.src)).toEqual([
      expect.stringMatching(/notification\.wav$/),
    ]);
  });
});
