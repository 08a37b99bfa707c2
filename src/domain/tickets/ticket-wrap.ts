import { replaceUnsafeText } from "../unicode";
import type { TicketSpan } from "./ticket-document";

/**
 * Word wrapping for printed tickets: text is cut into words and runs of spaces, each made
 * of pieces that keep their span's emphasis and inversion, and laid greedily onto lines of
 * a given number of characters.
 */
type Style = Omit<TicketSpan, "text">;
type Piece = { text: string; style: Style };
type Token = { isSpace: boolean; pieces: Piece[]; length: number };

const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;
const SPACE = 32;
const NEW_LINE = 10;

/**
 * Customer words may hold anything: line breaks become breaks, tabs spaces, and other
 * control characters are dropped so no text can act as a printer command.
 */
export function cleanTicketText(text: string): string {
  // Printable ASCII (most of a ticket) has nothing to clean.
  if (PRINTABLE_ASCII.test(text)) return text;
  return (
    replaceUnsafeText(text)
      .normalize("NFC")
      .replace(/\r\n?/g, "\n")
      .replace(/\t/g, " ")
      // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
      .replace(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/g, "")
  );
}

/** Each line break starts a paragraph; each paragraph wraps to at least one line. */
export function wrapSpans(spans: ReadonlyArray<TicketSpan>, width: number): TicketSpan[][] {
  const lines: TicketSpan[][] = [];
  for (const paragraph of paragraphsOf(spans))
    for (const line of wrapTokens(paragraph, width)) lines.push(toSpans(line));
  return lines;
}

function paragraphsOf(spans: ReadonlyArray<TicketSpan>): Token[][] {
  let paragraph: Token[] = [];
  const paragraphs = [paragraph];
  for (const span of spans) {
    const style: Style = { bold: span.bold, inverted: span.inverted };
    const text = cleanTicketText(span.text);
    // Runs of spaces and runs of anything else; a line break starts a new paragraph.
    let start = 0;
    for (let index = 0; index <= text.length; index++) {
      const unit = index < text.length ? text.charCodeAt(index) : NEW_LINE;
      const ends =
        unit === NEW_LINE ||
        (index > start && (unit === SPACE) !== (text.charCodeAt(start) === SPACE));
      if (!ends) continue;
      if (index > start) addRun(paragraph, text.slice(start, index), style);
      start = index;
      if (unit === NEW_LINE && index < text.length) {
        paragraph = [];
        paragraphs.push(paragraph);
        start = index + 1;
      }
    }
  }
  return paragraphs;
}

/**
 * Characters of one kind (all spaces, or none) and one style: they join the last token and
 * its last piece when those are of the same kind and style, else start new ones.
 */
function addRun(tokens: Token[], run: string, style: Style): void {
  const isSpace = run.charCodeAt(0) === SPACE;
  let token = tokens[tokens.length - 1];
  if (!token || token.isSpace !== isSpace) {
    token = { isSpace, pieces: [], length: 0 };
    tokens.push(token);
  }
  const piece = token.pieces[token.pieces.length - 1];
  if (piece && sameStyle(piece.style, style)) piece.text += run;
  else token.pieces.push({ text: run, style });
  token.length += textLength(run);
}

/** Length in characters the printer prints (code points), not UTF-16 units. */
export function textLength(text: string): number {
  let length = text.length;
  for (let index = 0; index < text.length - 1; index++) {
    const unit = text.charCodeAt(index);
    if (unit < 0xd800 || unit > 0xdbff) continue;
    const next = text.charCodeAt(index + 1);
    if (next >= 0xdc00 && next <= 0xdfff) {
      length--;
      index++;
    }
  }
  return length;
}

/** Greedy: words stay whole unless longer than a line; a wrapped line starts with no space. */
function wrapTokens(tokens: Token[], width: number): Token[][] {
  const lines: Token[][] = [];
  let line: Token[] = [];
  let used = 0;
  for (const token of tokens) {
    if (token.isSpace) {
      if (line.length > 0 || lines.length === 0) {
        line.push(token);
        used += token.length;
      }
      continue;
    }
    if (used + token.length <= width) {
      line.push(token);
      used += token.length;
      continue;
    }
    // Spaces alone at the start of the text give way to a word that does not fit after them.
    if (line.some((held) => !held.isSpace)) lines.push(line);
    line = [];
    used = 0;
    for (const chunk of token.length <= width ? [token] : chop(token, width)) {
      if (line.length > 0) {
        lines.push(line);
        line = [];
      }
      line.push(chunk);
      used = chunk.length;
    }
  }
  lines.push(line);
  return lines.map((held, index) => clip(held, width, index < lines.length - 1));
}

/** A word longer than the line, cut into pieces that fit. */
function chop(token: Token, width: number): Token[] {
  const chunks: Token[] = [];
  let chunk: Token = { isSpace: false, pieces: [], length: 0 };
  for (const piece of token.pieces) {
    for (const char of piece.text) {
      if (chunk.length === width) {
        chunks.push(chunk);
        chunk = { isSpace: false, pieces: [], length: 0 };
      }
      addRun([chunk], char, piece.style);
    }
  }
  chunks.push(chunk);
  return chunks;
}

/** Spaces at a break are dropped; spaces the last line ends with are kept while they fit. */
function clip(tokens: Token[], width: number, isBroken: boolean): Token[] {
  const kept = [...tokens];
  while (isBroken && kept.at(-1)?.isSpace) kept.pop();
  let length = kept.reduce((sum, token) => sum + token.length, 0);
  while (length > width && kept.at(-1)?.isSpace) length -= kept.pop()?.length ?? 0;
  return kept;
}

function toSpans(tokens: Token[]): TicketSpan[] {
  const spans: TicketSpan[] = [];
  for (const token of tokens) {
    for (const piece of token.pieces) {
      const last = spans[spans.length - 1];
      if (last && sameStyle(last, piece.style)) last.text += piece.text;
      else spans.push({ text: piece.text, ...styleOf(piece.style) });
    }
  }
  return spans;
}

function styleOf({ bold, inverted }: Style): Style {
  return { ...(bold ? { bold: true } : {}), ...(inverted ? { inverted: true } : {}) };
}

function sameStyle(a: Style, b: Style): boolean {
  return Boolean(a.bold) === Boolean(b.bold) && Boolean(a.inverted) === Boolean(b.inverted);
}
