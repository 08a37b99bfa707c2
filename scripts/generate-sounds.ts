import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

/**
 * Synthesises the static sounds (one per order status and a general notification)
 * into public/sounds/<name>.wav: 16-bit mono PCM at 22,050 Hz, so every browser plays them
 * with no decoder question and each stays well under 40 kB. The .wav files are committed;
 * run this again only to change a sound:
 *
 *     node --import tsx scripts/generate-sounds.ts
 */
export const SAMPLE_RATE = 22_050;
export const SOUNDS_DIR = fileURLToPath(new URL("../public/sounds/", import.meta.url));

/** A struck note: a sine with two softer overtones, a short attack and an exponential decay. */
export type Note = {
  frequency: number;
  /** Seconds from the start of the sound. */
  at: number;
  /** Time constant of the decay, in seconds: larger rings longer. */
  decay: number;
  gain?: number;
  /** Overtone strength, 0 for a pure sine (soft) up to about 0.5 (bright). */
  brightness?: number;
};

export type SoundDefinition = { duration: number; peak: number; notes: Note[] };

// Equal-tempered pitches (Hz).
const G4 = 392.0;
const C5 = 523.25;
const E5 = 659.25;
const G5 = 783.99;
const A5 = 880.0;
const C6 = 1046.5;

export const SOUNDS = {
  // A bright two-note rising chime: the sound staff learn to mean "a new order".
  new: {
    duration: 0.55,
    peak: 0.8,
    notes: [
      { frequency: G5, at: 0, decay: 0.12, brightness: 0.4 },
      { frequency: C6, at: 0.12, decay: 0.16, brightness: 0.4 },
    ],
  },
  // A soft single low tone: work has started, nothing to look at.
  preparing: {
    duration: 0.5,
    peak: 0.6,
    notes: [{ frequency: G4, at: 0, decay: 0.16, brightness: 0.1 }],
  },
  // A cheerful rising arpeggio (C major): the food is ready.
  ready: {
    duration: 0.75,
    peak: 0.75,
    notes: [
      { frequency: C5, at: 0, decay: 0.1, brightness: 0.3 },
      { frequency: E5, at: 0.1, decay: 0.1, brightness: 0.3 },
      { frequency: G5, at: 0.2, decay: 0.18, brightness: 0.3 },
    ],
  },
  // A short descending pair: done, put away.
  completed: {
    duration: 0.45,
    peak: 0.6,
    notes: [
      { frequency: E5, at: 0, decay: 0.08, brightness: 0.2 },
      { frequency: C5, at: 0.1, decay: 0.12, brightness: 0.2 },
    ],
  },
  // A gentle double ping on one note, for the new-order toast.
  notification: {
    duration: 0.5,
    peak: 0.55,
    notes: [
      { frequency: A5, at: 0, decay: 0.07, gain: 0.8, brightness: 0.15 },
      { frequency: A5, at: 0.15, decay: 0.11, brightness: 0.15 },
    ],
  },
} satisfies Record<string, SoundDefinition>;

export type SoundName = keyof typeof SOUNDS;

const ATTACK_SECONDS = 0.006;
const FADE_OUT_SECONDS = 0.03;

function noteSample({ frequency, decay, gain = 1, brightness = 0.3 }: Note, t: number): number {
  // Higher overtones die away faster, as on a struck bar: bright at the hit, round after.
  const partial = (multiple: number, level: number) =>
    level * Math.exp((-t * multiple) / decay) * Math.sin(2 * Math.PI * frequency * multiple * t);
  const attack = t < ATTACK_SECONDS ? 0.5 - 0.5 * Math.cos((Math.PI * t) / ATTACK_SECONDS) : 1;
  return gain * attack * (partial(1, 1) + partial(2, brightness) + partial(3, brightness / 3));
}

/** Mixes the notes into samples in [-1, 1] whose loudest is `peak`, silent at both ends. */
export function synthesize(sound: SoundDefinition, sampleRate = SAMPLE_RATE): Float32Array {
  const length = Math.round(sound.duration * sampleRate);
  const samples = new Float32Array(length);
  for (const note of sound.notes) {
    for (let i = Math.ceil(note.at * sampleRate); i < length; i++) {
      samples[i] = (samples[i] ?? 0) + noteSample(note, i / sampleRate - note.at);
    }
  }
  // The decay has not reached zero when the clip ends: fade the tail so it ends without a click.
  const fadeLength = Math.round(FADE_OUT_SECONDS * sampleRate);
  for (let i = Math.max(0, length - fadeLength); i < length; i++) {
    samples[i] = (samples[i] ?? 0) * ((length - 1 - i) / fadeLength);
  }
  const loudest = samples.reduce((max, sample) => Math.max(max, Math.abs(sample)), 0);
  if (loudest > 0)
    for (let i = 0; i < length; i++) samples[i] = ((samples[i] ?? 0) * sound.peak) / loudest;
  return samples;
}

/** A RIFF/WAVE file: one `fmt ` chunk (PCM, mono, 16 bit) and one `data` chunk. */
export function encodeWav(samples: Float32Array, sampleRate = SAMPLE_RATE): Buffer {
  const bytesPerSample = 2;
  const dataLength = samples.length * bytesPerSample;
  const wav = Buffer.alloc(44 + dataLength);
  wav.write("RIFF", 0, "ascii");
  wav.writeUInt32LE(36 + dataLength, 4);
  wav.write("WAVE", 8, "ascii");
  wav.write("fmt ", 12, "ascii");
  wav.writeUInt32LE(16, 16); // size of the fmt chunk
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(sampleRate, 24);
  wav.writeUInt32LE(sampleRate * bytesPerSample, 28); // bytes per second
  wav.writeUInt16LE(bytesPerSample, 32); // bytes per frame
  wav.writeUInt16LE(8 * bytesPerSample, 34); // bits per sample
  wav.write("data", 36, "ascii");
  wav.writeUInt32LE(dataLength, 40);
  samples.forEach((sample, i) => {
    const clamped = Math.max(-1, Math.min(1, sample));
    wav.writeInt16LE(Math.round(clamped * 32767), 44 + i * bytesPerSample);
  });
  return wav;
}

/** Every sound file by name, as the script writes it. */
export function renderSounds(): Record<SoundName, Buffer> {
  const entries = Object.entries(SOUNDS).map(([name, sound]) => [
    name,
    encodeWav(synthesize(sound)),
  ]);
  return Object.fromEntries(entries) as Record<SoundName, Buffer>;
}

function main(): void {
  mkdirSync(SOUNDS_DIR, { recursive: true });
  for (const [name, wav] of Object.entries(renderSounds())) {
    const file = path.join(SOUNDS_DIR, `${name}.wav`);
    writeFileSync(file, wav);
    process.stdout.write(`${path.relative(process.cwd(), file)}  ${wav.length} bytes\n`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
