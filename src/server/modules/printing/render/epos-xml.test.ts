import { describe, expect, it } from "vitest";
import type { TicketDocument } from "../../../../domain/tickets/ticket-document";
import { EPOS_PRINT_NAMESPACE, escapeXml, renderEposPrint } from "./epos-xml";
import { sampleKitchenTicket } from "./render-fixture";

/**
 * A small well-formedness check: every tag opens and closes in order, every attribute is
 * quoted, every "&" starts an entity and no "<" or ">" stands in text.
 */
function assertWellFormed(xml: string): void {
  const stack: string[] = [];
  const tag = /<(\/?)([A-Za-z][\w:-]*)((?:\s+[\w:-]+="[^"<&]*")*)\s*(\/?)>/y;
  let at = 0;
  while (at < xml.length) {
    if (xml[at] === "<") {
      tag.lastIndex = at;
      const match = tag.exec(xml);
      if (!match) throw new Error(`Malformed tag at ${at}: ${xml.slice(at, at + 40)}`);
      const [whole, closing, name, , selfClosing] = match;
      if (closing && stack.pop() !== name) throw new Error(`Unbalanced </${name}>`);
      if (!closing && !selfClosing) stack.push(name as string);
      at += whole.length;
      continue;
    }
    const end = xml.indexOf("<", at) === -1 ? xml.length : xml.indexOf("<", at);
    const text = xml.slice(at, end);
    if (/>|&(?!(amp|lt|gt|quot|apos|#\d+);)/.test(text)) throw new Error(`Bad text: ${text}`);
    at = end;
  }
  if (stack.length > 0) throw new Error(`Unclosed <${stack.join(">, <")}>`);
}

describe("renderEposPrint", () => {
  it("is one well-formed epos-print element that ends with a feed and a cut", () => {
    const xml = renderEposPrint(sampleKitchenTicket(), 80);
    assertWellFormed(xml);
    expect(xml.startsWith(`<epos-print xmlns="${EPOS_PRINT_NAMESPACE}"><text lang="en"/>`)).toBe(
      true,
    );
    expect(xml.endsWith(`<feed line="3"/><cut type="feed"/></epos-print>`)).toBe(true);
    expect(xml).not.toContain("<?xml");
  });

  it("sets alignment, size, emphasis and inversion on every line", () => {
    const xml = renderEposPrint(sampleKitchenTicket(), 80);
    expect(xml).toContain(
      `<text align="center"/><text dw="true" dh="true" em="true" reverse="false">#4821&#10;</text>`,
    );
    expect(xml).toContain(`<text dw="true" dh="true" em="true" reverse="true"> REPRINT </text>`);
    expect(xml).toContain(
      `<text align="left"/><text dw="true" dh="true" em="false" reverse="false">3 x Cola&#10;</text>`,
    );
    const texts = xml.match(/<text [^>]*>/g) ?? [];
    for (const element of texts.filter((text) => !/lang=|align=/.test(text))) {
      expect(element).toMatch(
        /^<text dw="(true|false)" dh="\1" em="(true|false)" reverse="(true|false)">$/,
      );
    }
  });

  it("escapes markup in customer words", () => {
    const xml = renderEposPrint(sampleKitchenTicket(), 58);
    assertWellFormed(xml);
    expect(xml).toContain("Zoé &lt;script&gt;&amp;");
    expect(xml).not.toContain("<script>");
  });

  it("escapes quotes and drops characters XML forbids", () => {
    expect(escapeXml(`"it's" <b> & \u0001\u001b\uffff\ud800ok\n`)).toBe(
      "&quot;it&apos;s&quot; &lt;b&gt; &amp; ok&#10;",
    );
    const doc: TicketDocument = {
      title: "Test",
      lines: [{ kind: "text", spans: [{ text: "lone \ud83d surrogate" }] }],
    };
    assertWellFormed(renderEposPrint(doc, 58));
  });
});
