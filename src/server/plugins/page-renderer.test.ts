import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { createPageRenderer, withRenderedRoot } from "./page-renderer";

const log = pino({ level: "silent" });

function bundle(source: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "orderdock-ssr-"));
  const file = path.join(dir, "render-page.js");
  writeFileSync(file, source);
  return file;
}

describe("pre-rendering the public pages", () => {
  it("renders each public page once, at its canonical path, and nothing else", async () => {
    const file = bundle(`
      globalThis.renderCalls = [];
      export async function renderPage(path) { globalThis.renderCalls.push(path); return "<h1>" + path + "</h1>"; }
    `);
    const render = await createPageRenderer({ bundlePath: file, log });
    expect(await render("/pricing/")).toBe("<h1>/pricing</h1>");
    expect(await render("/pricing")).toBe("<h1>/pricing</h1>");
    expect(await render("/dashboard")).toBeNull();
    expect((globalThis as { renderCalls?: string[] }).renderCalls).toEqual(["/pricing"]);
  });

  it("sends a page unrendered when rendering fails, and tries again next time", async () => {
    const file = bundle(`
      let calls = 0;
      export async function renderPage() { calls++; if (calls === 1) throw new Error("boom"); return "<p>ok</p>"; }
    `);
    const render = await createPageRenderer({ bundlePath: file, log });
    expect(await render("/")).toBeNull();
    expect(await render("/")).toBe("<p>ok</p>");
  });

  it("renders nothing without a bundle", async () => {
    const render = await createPageRenderer({ bundlePath: "/no/such/render-page.js", log });
    expect(await render("/")).toBeNull();
  });

  it("puts the page into the empty #root, and only there", () => {
    const html = '<body><div id="root"></div><script src="/a.js"></script></body>';
    expect(withRenderedRoot(html, "<main>$& hi</main>")).toBe(
      '<body><div id="root"><main>$& hi</main></div><script src="/a.js"></script></body>',
    );
    expect(withRenderedRoot(html, null)).toBe(html);
  });
});
