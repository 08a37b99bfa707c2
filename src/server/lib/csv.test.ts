import { describe, expect, it } from "vitest";
import { csvDocument, csvField, csvLine } from "./csv";

describe("csv", () => {
  it("quotes fields with commas, quotes and line breaks, doubling the quotes", () => {
    expect(csvField('Say "cheese", please')).toBe('"Say ""cheese"", please"');
    expect(csvField("two\nlines")).toBe('"two\nlines"');
    expect(csvField("plain")).toBe("plain");
  });

  it("keeps formulas from running: text starting with = + - @ gets an apostrophe", () => {
    expect(csvField('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
    expect(csvField("+1 555")).toBe("'+1 555");
    expect(csvField("-cheese")).toBe("'-cheese");
    expect(csvField("@home")).toBe("'@home");
    // Numbers are numbers, negative ones too, also when written as text from their digits.
    expect(csvField(-12.5)).toBe("-12.5");
    expect(csvField("-1.250")).toBe("-1.250");
    expect(csvField("-1.2.3")).toBe("'-1.2.3");
  });

  it("writes empty fields for missing values and yes/no for flags", () => {
    expect(csvLine([null, undefined, true, false, 3])).toBe(",,yes,no,3\r\n");
  });

  it("starts a document with a byte-order mark and ends every line with CRLF", () => {
    expect(csvDocument(["a", "b"], [[1, "x"]])).toBe("\uFEFFa,b\r\n1,x\r\n");
  });
});
