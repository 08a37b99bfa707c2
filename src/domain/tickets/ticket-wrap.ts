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

/**
 * Customer words may hold anything: line breaks become breaks, tabs spaces, and other
 * control characters are dropped so no text can act as a printer command.
 */
export function cleanTicketText(text: string): string {
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
  return paragraphsOf(spans).flatMap((tokens) => wrapTokens(tokens, width).map(toSpans));
}

function paragraphsOf(spans: ReadonlyArray<TicketSpan>): Token[][] {
  let paragraph: Token[] = [];
  const paragraphs = [paragraph];
  for (const { text, ...style } of spans) {
    for (const char of cleanTicketText(text)) {
      if (char !== "\n") {
        addChar(paragraph, char, style);
        continue;
      }
      paragraph = [];
      paragraphs.push(paragraph);
    }
  }
  return paragraphs;
}

function addChar(tokens: Token[], char: string, style: Style): void {
  const isSpace = char === " ";
  let token = tokens[tokens.length - 1];
  if (!token || token.isSpace !== isSpace) {
    token = { isSpace, pieces: [], length: 0 };
    tokens.push(token);
  }
  const piece = token.pieces[token.pieces.length - 1];
  if (piece && sameStyle(piece.style, style)) piece.text += char;
  else token.pieces.push({ text: char, style });
  token.length += 1;
}

/** Greedy: words stay whole unless longer than a line; a wrapped line starts with no space. */
function wrapTokens(tokens: Token[], width: number): Token[][] {
  const lines: Token[][] = [];
  let line: Token[] = [];
  let used = 0;
  const put = (token: Token) => {
    line.push(token);
    used += token.length;
  };
  const breakLine = () => {
    lines.push(line);
    line = [];
    used = 0;
  };
  for (const token of tokens) {
    if (token.isSpace) {
      if (line.length > 0 || lines.length === 0) put(token);
      continue;
    }
    if (used + token.length <= width) {
      put(token);
      continue;
    }
    // Spaces alone at the start of the text give way to a word that does not fit after them.
    if (line.some((held) => !held.isSpace)) breakLine();
    else line = [];
    used = 0;
    for (const chunk of token.length <= width ? [token] : chop(token, width)) {
      if (line.length > 0) breakLine();
      put(chunk);
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
      addChar([chunk], char, piece.style);
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
  for (const piece of tokens.flatMap((token) => token.pieces)) {
    const last = spans[spans.length - 1];
    if (last && sameStyle(last, piece.style)) last.text += piece.text;
    else spans.push({ text: piece.text, ...styleOf(piece.style) });
  }
  return spans;
}

function styleOf({ bold, inverted }: Style): Style {
  return { ...(bold ? { bold: true } : {}), ...(inverted ? { inverted: true } : {}) };
}

function sameStyle(a: Style, b: Style): boolean {
  return Boolean(a.bold) === Boolean(b.bold) && Boolean(a.inverted) === Boolean(b.inverted);
}
