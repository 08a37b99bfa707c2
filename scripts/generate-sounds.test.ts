import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  encodeWav,
  renderSounds,
  SAMPLE_RATE,
  SOUNDS,
  SOUNDS_DIR,
  type SoundDefinition,
  synthesize,
} from "./generate-sounds";

function readHeader(wav: Buffer) {
  return {
    riff: wav.toString("ascii", 0, 4),
    riffSize: wav.readUInt32LE(4),
    wave: wav.toString("ascii", 8, 12),
    fmt: wav.toString("ascii", 12, 16),
    fmtSize: wav.readUInt32LE(16),
    format: wav.readUInt16LE(20),
    channels: wav.readUInt16LE(22),
    sampleRate: wav.readUInt32LE(24),
    byteRate: wav.readUInt32LE(28),
    blockAlign: wav.readUInt16LE(32),
    bitsPerSample: wav.readUInt16LE(34),
    data: wav.toString("ascii", 36, 40),
    dataSize: wav.readUInt32LE(40),
  };
}

function readSamples(wav: Buffer): number[] {
  const samples: number[] = [];
  for (let offset = 44; offset < wav.length; offset += 2) samples.push(wav.readInt16LE(offset));
  return samples;
}

describe("encodeWav", () => {
  it("writes a RIFF/WAVE header for 16-bit mono PCM at the given rate", () => {
    const wav = encodeWav(new Float32Array(100), 22_050);
    expect(wav.length).toBe(44 + 200);
    expect(readHeader(wav)).toEqual({
      riff: "RIFF",
      riffSize: 36 + 200,
      wave: "WAVE",
      fmt: "fmt ",
      fmtSize: 16,
      format: 1,
      channels: 1,
      sampleRate: 22_050,
      byteRate: 44_100,
      blockAlign: 2,
      bitsPerSample: 16,
      data: "data",
      dataSize: 200,
    });
  });

  it("stores each sample as a little-endian 16-bit integer, clamped to [-1, 1]", () => {
    const wav = encodeWav(Float32Array.from([0, 1, -1, 0.5, -0.25, 3, -7]), 8_000);
    expect(readHeader(wav).sampleRate).toBe(8_000);
    expect(readSamples(wav)).toEqual([0, 32_767, -32_767, 16_384, -8_192, 32_767, -32_767]);
  });
});

describe("synthesize", () => {
  const chime: SoundDefinition = {
    duration: 0.4,
    peak: 0.5,
    notes: [{ frequency: 440, at: 0, decay: 0.1 }],
  };

  it("makes duration x sample rate samples whose loudest is the peak", () => {
    const samples = synthesize(chime, SAMPLE_RATE);
    expect(samples.length).toBe(Math.round(0.4 * SAMPLE_RATE));
    const loudest = Math.max(...samples.map(Math.abs));
    expect(loudest).toBeCloseTo(0.5, 5);
  });

  it("starts and ends in silence, so playback does not click", () => {
    const samples = synthesize(chime, SAMPLE_RATE);
    expect(Math.abs(samples[0] ?? 1)).toBe(0);
    expect(Math.abs(samples.at(-1) ?? 1)).toBe(0);
    // The attack ramps up over a few milliseconds rather than jumping.
    expect(Math.max(...samples.slice(0, 20).map(Math.abs))).toBeLessThan(0.05);
  });

  it("places a later note at its start time", () => {
    const samples = synthesize({
      duration: 0.3,
      peak: 0.5,
      notes: [{ frequency: 440, at: 0.2, decay: 0.1 }],
    });
    const start = Math.round(0.2 * SAMPLE_RATE);
    expect(samples.slice(0, start).every((sample) => sample === 0)).toBe(true);
    expect(Math.max(...samples.slice(start).map(Math.abs))).toBeCloseTo(0.5, 5);
  });
});

describe("the sound files", () => {
  const rendered = renderSounds();

  it("has the four status sounds and the notification sound, each under 40 kB and distinct", () => {
    expect(Object.keys(SOUNDS).sort()).toEqual(
      ["completed", "new", "notification", "preparing", "ready"].sort(),
    );
    const files = Object.values(rendered);
    for (const wav of files) {
      expect(wav.length).toBeLessThan(40_000);
      expect(readHeader(wav).sampleRate).toBe(SAMPLE_RATE);
    }
    expect(new Set(files.map((wav) => wav.toString("base64"))).size).toBe(files.length);
  });

  it("are committed in public/sounds exactly as the script writes them", () => {
    const committed = readdirSync(SOUNDS_DIR).filter((file) => file.endsWith(".wav"));
    expect(committed.sort()).toEqual(
      Object.keys(rendered)
        .map((name) => `${name}.wav`)
        .sort(),
    );
    for (const [name, wav] of Object.entries(rendered)) {
      const file = readFileSync(path.join(SOUNDS_DIR, `${name}.wav`));
      expect(file.equals(wav), `public/sounds/${name}.wav is stale: run the script`).toBe(true);
    }
  });
});
