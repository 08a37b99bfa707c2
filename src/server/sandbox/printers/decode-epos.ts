import { Paper, type PaperAlign, type PrintedPaper } from "./paper";

/**
 * An `<epos-print>` document (ePOS-Print XML) read as an Epson printer prints it. Empty
 * `<text …/>` elements switch modes that last until changed; `<text>…</text>` prints, with
 * `&#10;` for a new line. Elements that put nothing on paper (a drawer pulse, a buzzer) are
 * accepted and ignored; an element the twin does not know throws, unless the caller asks
 * to skip it (`onUnknownCommand`). Malformed XML always throws, as the printer refuses it.
 */

export type DecodeEposOptions = {
  xml: string;
  /** Given: unknown elements are skipped and reported here. Absent: they throw. */
  onUnknownCommand?: (message: string) => void;
};

export class EposDecodeError extends Error {
  override name = "EposDecodeError";
}

type Attributes = Record<string, string>;
type Tag = { name: string; attributes: Attributes; isClosing: boolean; isEmpty: boolean };

/** Comments and declarations, tags, text, or a stray "<" that makes the XML malformed. */
const TOKENS =
  /<!--[\s\S]*?-->|<\?[\s\S]*?\?>|<(\/?)([A-Za-z][\w.:-]*)((?:\s+[^\s=/>]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>|([^<]+)|(<)/g;
const ATTRIBUTE = /([^\s=/>]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;
const NAMED_ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
};
const ALIGNMENTS: readonly string[] = ["left", "center", "right"];
/** Elements that put nothing on the paper. */
const SILENT_ELEMENTS = new Set(["pulse", "sound", "recovery", "layout"]);
/** Elements printed as pictures, shown in the text as a placeholder line. */
const PICTURE_ELEMENTS = new Set(["barcode", "symbol", "image", "logo"]);
/** Dots in one line of text at the default line spacing. */
const DOTS_PER_LINE = 30;

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, body: string) => {
    if (body.startsWith("#x") || body.startsWith("#X")) {
      return String.fromCodePoint(Number.parseInt(body.slice(2), 16));
    }
    if (body.startsWith("#")) return String.fromCodePoint(Number.parseInt(body.slice(1), 10));
    return NAMED_ENTITIES[body] ?? entity;
  });
}

function readAttributes(source: string): Attributes {
  const attributes: Attributes = {};
  for (const match of source.matchAll(ATTRIBUTE)) {
    attributes[match[1] as string] = decodeEntities(match[2] ?? match[3] ?? "");
  }
  return attributes;
}

class EposReader {
  private readonly paper = new Paper();
  private readonly scale = { width: 1, height: 1 };
  /** The element whose text content is being read (`text`, or a picture's data). */
  private open: Tag | null = null;
  private content = "";
  /** An unknown element being skipped, with everything inside it. */
  private skipping: { name: string; depth: number } | null = null;

  constructor(private readonly onUnknownCommand?: (message: string) => void) {}

  read(xml: string): PrintedPaper {
    let depth = 0;
    for (const match of xml.matchAll(TOKENS)) {
      if (match[6])
        throw new EposDecodeError(`Malformed ePOS-Print XML at character ${match.index}`);
      if (match[5] !== undefined) {
        this.readText(match[5]);
        continue;
      }
      if (!match[2]) continue;
      const tag: Tag = {
        name: match[2],
        attributes: readAttributes(match[3] ?? ""),
        isClosing: match[1] === "/",
        isEmpty: match[4] === "/",
      };
      if (tag.name === "epos-print") {
        depth += tag.isClosing ? -1 : tag.isEmpty ? 0 : 1;
        continue;
      }
      if (depth !== 1) throw new EposDecodeError(`<${tag.name}> is outside <epos-print>`);
      if (this.skipping) this.skip(tag);
      else this.readTag(tag);
    }
    if (depth !== 0 || this.open || this.skipping)
      throw new EposDecodeError("The <epos-print> document is not closed");
    return this.paper.finish();
  }

  private readText(raw: string): void {
    if (this.skipping) return;
    if (this.open) {
      this.content += decodeEntities(raw);
      return;
    }
    if (raw.trim()) throw new EposDecodeError(`Text outside an element: "${raw.trim()}"`);
  }

  private readTag(tag: Tag): void {
    if (tag.isClosing) {
      if (this.open?.name !== tag.name) throw new EposDecodeError(`Unexpected </${tag.name}>`);
      this.close(this.open);
      return;
    }
    if (this.open) throw new EposDecodeError(`<${tag.name}> inside <${this.open.name}>`);
    if (tag.name === "text") this.setTextMode(tag.attributes);
    else if (tag.name === "feed") this.feed(tag.attributes);
    else if (tag.name === "cut") this.paper.cut();
    else if (tag.name === "reset") this.paper.reset();
    else if (!SILENT_ELEMENTS.has(tag.name) && !PICTURE_ELEMENTS.has(tag.name)) {
      this.report(`Unknown ePOS-Print element <${tag.name}>`);
      if (!tag.isEmpty) this.skipping = { name: tag.name, depth: 1 };
      return;
    }
    if (!tag.isEmpty) {
      this.open = tag;
      this.content = "";
    } else if (PICTURE_ELEMENTS.has(tag.name)) {
      this.close(tag);
    }
  }

  private skip(tag: Tag): void {
    const skipping = this.skipping;
    if (!skipping || tag.name !== skipping.name || tag.isEmpty) return;
    skipping.depth += tag.isClosing ? -1 : 1;
    if (skipping.depth === 0) this.skipping = null;
  }

  private close(tag: Tag): void {
    this.open = null;
    if (tag.name === "text") this.paper.write(this.content);
    if (PICTURE_ELEMENTS.has(tag.name)) {
      this.paper.flush();
      const data = this.content.trim();
      this.paper.write(`[${tag.attributes.type ?? tag.name}${data ? `: ${data}` : ""}]\n`);
    }
  }

  private setTextMode(attributes: Attributes): void {
    const style = this.paper.style;
    if (attributes.align && ALIGNMENTS.includes(attributes.align)) {
      style.align = attributes.align as PaperAlign;
    }
    if (attributes.em) style.bold = attributes.em === "true";
    if (attributes.reverse) style.inverted = attributes.reverse === "true";
    if (attributes.dw) this.scale.width = attributes.dw === "true" ? 2 : 1;
    if (attributes.dh) this.scale.height = attributes.dh === "true" ? 2 : 1;
    if (attributes.width) this.scale.width = Number(attributes.width) || 1;
    if (attributes.height) this.scale.height = Number(attributes.height) || 1;
    style.large = this.scale.width > 1 || this.scale.height > 1;
  }

  private feed(attributes: Attributes): void {
    if (attributes.line !== undefined) {
      this.paper.feed(Number(attributes.line) || 0);
      return;
    }
    if (attributes.unit !== undefined) {
      this.paper.flush();
      this.paper.feed(Math.floor((Number(attributes.unit) || 0) / DOTS_PER_LINE));
      return;
    }
    this.paper.feed(1);
  }

  private report(message: string): void {
    if (!this.onUnknownCommand) throw new EposDecodeError(message);
    this.onUnknownCommand(`${message}: skipped`);
  }
}

export function decodeEpos({ xml, onUnknownCommand }: DecodeEposOptions): PrintedPaper {
  return new EposReader(onUnknownCommand).read(xml);
}
