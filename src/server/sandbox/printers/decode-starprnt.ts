import { Paper, type PaperAlign, type PrintedPaper } from "./paper";

/**
 * StarPRNT command bytes (`application/vnd.star.starprnt`) read as a Star printer prints
 * them. A twin must notice a command it does not know, so an unknown one throws, unless
 * the caller asks to skip it (`onUnknownCommand`), as the command-line twin does.
 */

export type DecodeStarPrntOptions = {
  data: Uint8Array;
  /** Given: unknown commands are skipped and reported here. Absent: they throw. */
  onUnknownCommand?: (message: string) => void;
};

export class StarPrntDecodeError extends Error {
  override name = "StarPrntDecodeError";
}

const ESC = 0x1b;
const GS = 0x1d;
const RS = 0x1e;
const LF = 0x0a;
const CR = 0x0d;

/** ESC GS t n: the code pages a twin can read. */
const CODE_PAGES: Record<number, string> = { 9: "ibm866", 32: "windows-1252" };
const DEFAULT_CODE_PAGE = 32;
const ALIGNMENTS: Record<number, PaperAlign> = { 0: "left", 1: "center", 2: "right" };

/**
 * Windows-1252 differs from Latin-1 only in 0x80–0x9F, which Node 20's TextDecoder reads
 * as Latin-1 (control characters instead of "€", "–", "“"…): those 32 are spelled out.
 */
const WINDOWS_1252_80_TO_9F = "€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ";

const characterTables = new Map<number, string[]>();

function characterTable(codePage: number): string[] {
  const known = characterTables.get(codePage);
  if (known) return known;
  const decoder = new TextDecoder(CODE_PAGES[codePage]);
  const table = Array.from({ length: 256 }, (_, byte) =>
    codePage === 32
      ? (WINDOWS_1252_80_TO_9F[byte - 0x80] ?? String.fromCharCode(byte))
      : decoder.decode(Uint8Array.of(byte)),
  );
  characterTables.set(codePage, table);
  return table;
}

function hex(byte: number): string {
  return `0x${byte.toString(16).padStart(2, "0").toUpperCase()}`;
}

const CONTROL_NAMES: Record<number, string> = { [ESC]: "ESC", [GS]: "GS", [RS]: "RS" };

function byteName(byte: number): string {
  return CONTROL_NAMES[byte] ?? hex(byte);
}

/** One command after ESC: reads its parameters and says how many bytes it took. */
type EscCommand = (reader: StarPrntReader) => number;

const ESC_COMMANDS: Record<number, EscCommand> = {
  // ESC @: initialise
  64: (reader) => {
    reader.initialise();
    return 2;
  },
  [GS]: (reader) => reader.escGs(),
  // ESC i n1 n2: height and width expansion
  105: (reader) => {
    reader.setExpansion(reader.parameter("ESC i", 2), reader.parameter("ESC i", 3));
    return 4;
  },
  // ESC W n / ESC h n: width only / height only
  87: (reader) => {
    reader.setExpansion(reader.expansion.height, reader.parameter("ESC W", 2));
    return 3;
  },
  104: (reader) => {
    reader.setExpansion(reader.parameter("ESC h", 2), reader.expansion.width);
    return 3;
  },
  // ESC E / ESC F: emphasis on / off
  69: (reader) => reader.setStyle({ bold: true }),
  70: (reader) => reader.setStyle({ bold: false }),
  // ESC 4 / ESC 5: white on black on / off
  52: (reader) => reader.setStyle({ inverted: true }),
  53: (reader) => reader.setStyle({ inverted: false }),
  // ESC - n: underline, which plain text cannot show
  45: (reader) => {
    reader.parameter("ESC -", 2);
    return 3;
  },
  // ESC a n: feed n lines
  97: (reader) => {
    reader.paper.feed(reader.parameter("ESC a", 2));
    return 3;
  },
  // ESC d n: cut, after feeding to the cutter when n is 2 or 3
  100: (reader) => {
    reader.parameter("ESC d", 2);
    reader.paper.cut();
    return 3;
  },
  // ESC RS F n: the font, which prints the same letters
  [RS]: (reader) => {
    if (reader.parameter("ESC RS", 2) !== 0x46) return reader.unknown(3);
    reader.parameter("ESC RS F", 3);
    return 4;
  },
};

class StarPrntReader {
  readonly paper = new Paper();
  /** Expansion multipliers less one: 0 is normal size. */
  readonly expansion = { height: 0, width: 0 };
  private codePage = DEFAULT_CODE_PAGE;
  private at = 0;
  private text = "";

  constructor(
    private readonly data: Uint8Array,
    private readonly onUnknownCommand?: (message: string) => void,
  ) {}

  read(): PrintedPaper {
    while (this.at < this.data.length) this.at += this.step(this.data[this.at] as number);
    this.flushText();
    return this.paper.finish();
  }

  /** The parameter `offset` bytes after the ESC; a job cut short inside a command throws. */
  parameter(command: string, offset: number): number {
    const value = this.data[this.at + offset];
    if (value === undefined) {
      throw new StarPrntDecodeError(`The job ends inside ${command} (byte ${this.at})`);
    }
    return value;
  }

  /** A command this twin does not know: throws, or is skipped (`length` bytes) and reported. */
  unknown(length: number): number {
    const bytes = Array.from(this.data.subarray(this.at, this.at + length), byteName).join(" ");
    this.report(`Unknown StarPRNT command ${bytes} at byte ${this.at}`);
    return length;
  }

  initialise(): void {
    this.paper.reset();
    this.setExpansion(0, 0);
    this.codePage = DEFAULT_CODE_PAGE;
  }

  escGs(): number {
    const sub = this.parameter("ESC GS", 2);
    if (sub === 0x61) {
      this.paper.style.align = ALIGNMENTS[this.parameter("ESC GS a", 3) % 0x30] ?? "left";
      return 4;
    }
    if (sub !== 0x74) return this.unknown(3);
    const page = this.parameter("ESC GS t", 3);
    if (CODE_PAGES[page]) this.codePage = page;
    else this.report(`Unsupported code page ESC GS t ${page} at byte ${this.at}`);
    return 4;
  }

  setExpansion(height: number, width: number): void {
    // The multiplier comes as a binary (0–5) or an ASCII ("0"–"5") digit.
    this.expansion.height = height & 0x0f;
    this.expansion.width = width & 0x0f;
    this.paper.style.large = this.expansion.height > 0 || this.expansion.width > 0;
  }

  setStyle(style: { bold?: boolean; inverted?: boolean }): number {
    Object.assign(this.paper.style, style);
    return 2;
  }

  private step(byte: number): number {
    if (byte === LF) {
      this.flushText();
      this.paper.feed(1);
      return 1;
    }
    if (byte === CR) return 1;
    if (byte === ESC) {
      this.flushText();
      const command = ESC_COMMANDS[this.parameter("ESC", 1)];
      return command ? command(this) : this.unknown(2);
    }
    if (byte < 0x20) {
      this.report(`Unknown StarPRNT control byte ${hex(byte)} at byte ${this.at}`);
      return 1;
    }
    this.text += characterTable(this.codePage)[byte];
    return 1;
  }

  private flushText(): void {
    if (this.text) this.paper.write(this.text);
    this.text = "";
  }

  private report(message: string): void {
    if (!this.onUnknownCommand) throw new StarPrntDecodeError(message);
    this.onUnknownCommand(`${message}: skipped`);
  }
}

export function decodeStarPrnt({ data, onUnknownCommand }: DecodeStarPrntOptions): PrintedPaper {
  return new StarPrntReader(data, onUnknownCommand).read();
}
