/**
 * What came out of a printer twin, whatever language the job was written in: the lines as
 * they would stand on the paper, each with its size, alignment and styled spans, and
 * whether the paper was cut. Both decoders (StarPRNT bytes, ePOS-Print XML) write into a
 * `Paper` as the printer's head would, and read the result back with `finish()`.
 */

export type PaperAlign = "left" | "center" | "right";

export type PaperSpan = { text: string; bold: boolean; inverted: boolean };

export type PaperLine = {
  text: string;
  /** Printed double height or double width (or more), on any part of the line. */
  large: boolean;
  align: PaperAlign;
  spans: PaperSpan[];
};

export type PrintedPaper = {
  /** The lines' text, one per printed line, joined with "\n". */
  text: string;
  lines: PaperLine[];
  cut: boolean;
};

type Style = { bold: boolean; inverted: boolean; large: boolean; align: PaperAlign };

export class Paper {
  private readonly lines: PaperLine[] = [];
  private pending: PaperLine | null = null;
  private isCut = false;
  readonly style: Style = { bold: false, inverted: false, large: false, align: "left" };

  /** Text at the print position; "\n" ends the line, as a line feed does. */
  write(text: string): void {
    const parts = text.split("\n");
    parts.forEach((part, index) => {
      if (index > 0) this.feed(1);
      if (part.length > 0) this.append(part);
    });
  }

  /**
   * Prints the line being built and feeds `count` lines: one feed ends the line (or leaves a
   * blank one when nothing was written), each further feed leaves a blank line.
   */
  feed(count: number): void {
    for (let index = 0; index < count; index += 1) {
      this.lines.push(this.pending ?? this.emptyLine());
      this.pending = null;
    }
  }

  /** Ends a line that has text on it, without feeding a blank one (before a cut). */
  flush(): void {
    if (this.pending) this.feed(1);
  }

  cut(): void {
    this.flush();
    this.isCut = true;
  }

  /** Back to the power-on style: normal size, left, no emphasis. */
  reset(): void {
    Object.assign(this.style, { bold: false, inverted: false, large: false, align: "left" });
  }

  finish(): PrintedPaper {
    this.flush();
    return {
      text: this.lines.map((line) => line.text).join("\n"),
      lines: this.lines,
      cut: this.isCut,
    };
  }

  private append(text: string): void {
    const line = this.pending ?? this.emptyLine();
    this.pending = line;
    line.text += text;
    if (this.style.large) line.large = true;
    const last = line.spans.at(-1);
    if (last && last.bold === this.style.bold && last.inverted === this.style.inverted) {
      last.text += text;
      return;
    }
    line.spans.push({ text, bold: this.style.bold, inverted: this.style.inverted });
  }

  private emptyLine(): PaperLine {
    return { text: "", large: false, align: this.style.align, spans: [] };
  }
}
