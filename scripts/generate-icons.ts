import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { crc32, deflateSync } from "node:zlib";

/**
 * Draws OrderDock's mark (public/favicon.svg: a teal rounded square with three white order
 * lines and a light base line) into the PNG icons the web app manifest names:
 * public/icons/icon-<size>.png (rounded, transparent corners), icon-maskable-512.png (full
 * bleed, the mark within the safe 80 % circle) and apple-touch-icon.png. The PNGs are
 * committed; run this again only to change them:
 *
 *     node --import tsx scripts/generate-icons.ts
 */
export const ICONS_DIR = fileURLToPath(new URL("../public/icons/", import.meta.url));

type Rgb = [number, number, number];
const TEAL: Rgb = [0x0f, 0x76, 0x6e];
const WHITE: Rgb = [0xff, 0xff, 0xff];
const MINT: Rgb = [0x99, 0xf6, 0xe4];
/** Samples per pixel side, for smooth edges. */
const SUPERSAMPLE = 4;

/** The favicon's 32-unit drawing: strokes from (x1, y) to (x2, y), 2.6 wide, round caps. */
const STROKES: Array<{ x1: number; x2: number; y: number; color: Rgb }> = [
  { x1: 8, x2: 20, y: 10, color: WHITE },
  { x1: 8, x2: 24, y: 15, color: WHITE },
  { x1: 8, x2: 18, y: 20, color: WHITE },
  { x1: 7, x2: 25, y: 25, color: MINT },
];
const STROKE_WIDTH = 2.6;

/** The colour at a point of the 32-unit drawing, or null outside the mark. */
function colourAt(x: number, y: number, { isMaskable }: { isMaskable: boolean }): Rgb | null {
  for (const stroke of STROKES) {
    const nearestX = Math.min(Math.max(x, stroke.x1), stroke.x2);
    if (Math.hypot(x - nearestX, y - stroke.y) <= STROKE_WIDTH / 2) return stroke.color;
  }
  if (isMaskable) return TEAL;
  // The rounded square: radius 8 of 32.
  const radius = 8;
  const cornerX = Math.min(Math.max(x, radius), 32 - radius);
  const cornerY = Math.min(Math.max(y, radius), 32 - radius);
  return Math.hypot(x - cornerX, y - cornerY) <= radius && x >= 0 && y >= 0 && x <= 32 && y <= 32
    ? TEAL
    : null;
}

export function drawIcon(size: number, { isMaskable = false } = {}): Buffer {
  // A maskable icon keeps its mark within the middle 80 %, on a full-bleed background.
  const scale = isMaskable ? 0.7 : 1;
  const offset = (32 - 32 * scale) / 2;
  const rgba = Buffer.alloc(size * size * 4);
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let red = 0;
      let green = 0;
      let blue = 0;
      let count = 0;
      for (let sy = 0; sy < SUPERSAMPLE; sy++) {
        for (let sx = 0; sx < SUPERSAMPLE; sx++) {
          const u = ((px + (sx + 0.5) / SUPERSAMPLE) / size) * 32;
          const v = ((py + (sy + 0.5) / SUPERSAMPLE) / size) * 32;
          const painted = colourAt((u - offset) / scale, (v - offset) / scale, { isMaskable });
          if (!painted) continue;
          red += painted[0];
          green += painted[1];
          blue += painted[2];
          count += 1;
        }
      }
      if (count === 0) continue;
      const at = (py * size + px) * 4;
      rgba[at] = Math.round(red / count);
      rgba[at + 1] = Math.round(green / count);
      rgba[at + 2] = Math.round(blue / count);
      rgba[at + 3] = Math.round((255 * count) / SUPERSAMPLE ** 2);
    }
  }
  return encodePng(size, size, rgba);
}

/** An 8-bit RGBA PNG: signature, IHDR, one IDAT, IEND. */
export function encodePng(width: number, height: number, rgba: Buffer): Buffer {
  const rows = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y++) {
    // Filter type 0 (none) before each row.
    rgba.copy(rows, y * (width * 4 + 1) + 1, y * width * 4, (y + 1) * width * 4);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(rows, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, checksum]);
}

export const ICONS: Array<{ file: string; size: number; isMaskable?: boolean }> = [
  { file: "icon-192.png", size: 192 },
  { file: "icon-512.png", size: 512 },
  { file: "icon-maskable-512.png", size: 512, isMaskable: true },
  // iOS draws its own rounded corners over a full square.
  { file: "apple-touch-icon.png", size: 180, isMaskable: true },
];

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  mkdirSync(ICONS_DIR, { recursive: true });
  for (const icon of ICONS) {
    const png = drawIcon(icon.size, { isMaskable: icon.isMaskable });
    writeFileSync(path.join(ICONS_DIR, icon.file), png);
    console.log(`${icon.file}: ${png.length} bytes`);
  }
}
