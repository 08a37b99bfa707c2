import { describe, expect, it } from "vitest";
import { decodeEntities, decodeEpos, EposDecodeError } from "./decode-epos";

function epos(body: string): string {
  return `<epos-print xmlns="http://www.epson-pos.com/schemas/2011/03/epos-print">${body}</epos-print>`;
}

describe("decodeEpos", () => {
  it("reads a kitchen ticket: modes from empty <text/>, lines from &#10;, feeds and the cut", () => {
    const xml = epos(
      [
        '<text lang="en"/><text smooth="true"/>',
        '<text align="center"/><text dw="true" dh="true"/><text>#4821&#10;</text>',
        '<text align="left"/><text dw="false" dh="false"/><text>Uber Eats&#10;</text>',
        "<feed/>",
        '<text width="2" height="2"/><text>2x Pad Thai&#10;</text><text width="1" height="1"/>',
        '<text>   </text><text reverse="true"> PEANUT </text><text reverse="false"> allergy&#10;</text>',
        '<text em="true"/><text>Fish &amp; chips</text><text em="false"/><text> £9&#10;</text>',
        '<feed line="2"/><cut type="feed"/>',
      ].join("\n"),
    );
    const paper = decodeEpos({ xml });

    expect(paper.text).toBe(
      "#4821\nUber Eats\n\n2x Pad Thai\n    PEANUT  allergy\nFish & chips £9\n\n",
    );
    expect(paper.lines.map((line) => line.large)).toEqual([
      true,
      false,
      false,
      true,
      false,
      false,
      false,
      false,
    ]);
    expect(paper.lines[0]?.align).toBe("center");
    expect(paper.lines[4]?.spans.map((span) => span.inverted)).toEqual([false, true, false]);
    expect(paper.lines[5]?.spans).toEqual([
      { text: "Fish & chips", bold: true, inverted: false },
      { text: " £9", bold: false, inverted: false },
    ]);
    expect(paper.cut).toBe(true);
  });

  it("feeds a line after text that did not end in a new line, then blank ones", () => {
    const paper = decodeEpos({ xml: epos('<text>Total</text><feed line="3"/><text>end</text>') });
    expect(paper.lines.map((line) => line.text)).toEqual(["Total", "", "", "end"]);
    expect(paper.cut).toBe(false);
  });

  it("puts nothing on paper for a drawer pulse or a buzzer, and shows a barcode as a line", () => {
    const paper = decodeEpos({
      xml: epos(
        '<pulse drawer="drawer_1" time="pulse_100"/><sound pattern="pattern_a" repeat="1"/>' +
          '<barcode type="code39" hri="none" width="2" height="60">0001</barcode><cut/>',
      ),
    });
    expect(paper.text).toBe("[code39: 0001]");
  });

  it("accepts the document with an XML declaration and single-quoted attributes", () => {
    const xml = `<?xml version="1.0" encoding="utf-8"?>\n${epos("<text align='right'/><text>x</text>")}`;
    expect(decodeEpos({ xml }).lines[0]?.align).toBe("right");
  });

  it("refuses an element it does not know, and malformed XML", () => {
    expect(() => decodeEpos({ xml: epos('<hline x1="0" x2="100"/>') })).toThrow(
      "Unknown ePOS-Print element <hline>",
    );
    expect(() => decodeEpos({ xml: epos("<text>a < b</text>") })).toThrow(EposDecodeError);
    expect(() => decodeEpos({ xml: epos("<text>open") })).toThrow("not closed");
    expect(() => decodeEpos({ xml: "<text>outside</text>" })).toThrow("outside <epos-print>");
  });

  it("skips an unknown element and all inside it, with a warning, when asked to", () => {
    const warnings: string[] = [];
    const paper = decodeEpos({
      xml: epos('<page><area x="0"/><text>in page</text></page><text>after</text>'),
      onUnknownCommand: (message) => warnings.push(message),
    });
    expect(paper.text).toBe("after");
    expect(warnings).toEqual(["Unknown ePOS-Print element <page>: skipped"]);
  });
});

describe("decodeEntities", () => {
  it("decodes numeric and named entities and leaves unknown ones", () => {
    expect(decodeEntities("a&#10;b&#x9;c &lt;&gt;&quot;&apos;&amp; &nbsp;")).toBe(
      "a\nb\tc <>\"'& &nbsp;",
    );
  });
});
