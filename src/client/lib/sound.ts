import { readDeviceSettings } from "./device-settings";

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

function warnBlocked(name: SoundName, error: unknown): void {
  console.warn(`Could not play the "${name}" sound`, error);
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
    playing?.catch((error: unknown) => warnBlocked(name, error));
  } catch (error) {
    warnBlocked(name, error);
  }
}
