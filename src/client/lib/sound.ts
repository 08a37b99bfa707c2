import { useSyncExternalStore } from "react";
import {
  type DeviceSettings,
  readDeviceSettings,
  subscribeDeviceSettings,
  updateDeviceSettings,
} from "./device-settings";
import { createValueStore } from "./value-store";

/** Status sounds (a card's status changed) play at 0.7 ... */
export const STATUS_SOUND_VOLUME = 0.7;
/** ... the new-order toast's sound at 0.5. */
export const TOAST_SOUND_VOLUME = 0.5;

/** The static files in public/sounds, made by scripts/generate-sounds.ts. */
export type SoundName = "new" | "preparing" | "ready" | "completed" | "notification";

export const SOUND_NAMES: readonly SoundName[] = [
  "new",
  "preparing",
  "ready",
  "completed",
  "notification",
];

export function soundUrl(name: SoundName): string {
  return `${import.meta.env.BASE_URL}sounds/${name}.wav`;
}

// One element per sound, created on first use: the browser fetches each file once, and a
// repeat restarts the sound rather than stacking copies of it.
const elements = new Map<SoundName, HTMLAudioElement>();

function audioFor(name: SoundName): HTMLAudioElement {
  let audio = elements.get(name);
  if (!audio) {
    audio = new Audio(soundUrl(name));
    audio.preload = "auto";
    elements.set(name, audio);
  }
  return audio;
}

/** Whether the page has had a gesture (or played a sound) since it loaded. */
const armed = createValueStore(false);

function warnBlocked(name: SoundName, error: unknown): void {
  console.warn(`Could not play the "${name}" sound`, error);
  // The browser refused for want of a tap: say so until the page has one.
  if (error instanceof DOMException && error.name === "NotAllowedError") armed.set(false);
}

/**
 * Plays a sound from the start at `volume` (0 to 1), scaled by this device's 'Volume' and
 * silent when 'Play sounds' is off (Settings). A browser that blocks it (autoplay
 * policy before the first click) or fails to load it only logs a warning: blocked
 * audio is logged and otherwise ignored.
 */
export function playSound(name: SoundName, volume: number): void {
  const settings = readDeviceSettings();
  if (!settings.playSounds) return;
  try {
    const audio = audioFor(name);
    audio.volume = Math.min(1, Math.max(0, volume * (settings.volume / 100)));
    audio.currentTime = 0;
    // Older engines return nothing from play(); the promise, when there is one, may reject.
    const playing: Promise<void> | undefined = audio.play();
    playing?.then(
      () => armed.set(true),
      (error: unknown) => warnBlocked(name, error),
    );
  } catch (error) {
    warnBlocked(name, error);
  }
}

/**
 * Whether this device can be heard (docs/alerts.md): "off" when Settings turned sounds off
 * or the volume down to 0; "needs-tap" until the page has had a tap or a key press or a
 * sound played (browsers let a page play sound only after a gesture), and again when the
 * browser refused one; else "on".
 */
export type SoundReadiness = "on" | "off" | "needs-tap";

// Any tap or key press on the page since the app loaded lets it play sound from then on.
// A tap counts once it is a click, not at pointerdown: the notice it removes would otherwise
// move the page under the finger before the tap lands. (The browser's own `userActivation`
// is not asked: automation marks every page active.)
if (typeof document !== "undefined") {
  const onGesture = () => armed.set(true);
  document.addEventListener("click", onGesture, { capture: true, passive: true });
  document.addEventListener("keydown", onGesture, { capture: true, passive: true });
}

export function soundReadiness(settings: DeviceSettings = readDeviceSettings()): SoundReadiness {
  if (!settings.playSounds || settings.volume === 0) return "off";
  return armed.get() ? "on" : "needs-tap";
}

function subscribeReadiness(listener: () => void): () => void {
  const unsubscribeArmed = armed.subscribe(listener);
  const unsubscribeSettings = subscribeDeviceSettings(listener);
  return () => {
    unsubscribeArmed();
    unsubscribeSettings();
  };
}

export function useSoundReadiness(): SoundReadiness {
  return useSyncExternalStore(
    subscribeReadiness,
    () => soundReadiness(),
    () => "needs-tap",
  );
}

/**
 * The one tap that turns sound on: Settings' sound back on (and the volume up from 0), and a
 * chime played within the tap, which browsers count as the gesture they wait for.
 */
export function turnOnSound(): void {
  const settings = readDeviceSettings();
  if (!settings.playSounds || settings.volume === 0) {
    updateDeviceSettings({
      playSounds: true,
      volume: settings.volume === 0 ? 100 : settings.volume,
    });
  }
  armed.set(true);
  playSound("notification", TOAST_SOUND_VOLUME);
}
