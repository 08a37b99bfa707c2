import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { isClientRoute } from "../../domain/client-routes";
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
    expect(await render({ pathname: "/pricing/" })).toBe("<h1>/pricing</h1>");
    expect(await render({ pathname: "/pricing" })).toBe("<h1>/pricing</h1>");
    expect(await render({ pathname: "/dashboard" })).toBeNull();
    expect((globalThis as { renderCalls?: string[] }).renderCalls).toEqual(["/pricing"]);
  });

  it("renders the not-found page once for every unknown path, at a path no route has", async () => {
    const file = bundle(`
      globalThis.notFoundCalls = [];
      export async function renderPage(path) { globalThis.notFoundCalls.push(path); return "<h1>404</h1>"; }
    `);
    const render = await createPageRenderer({ bundlePath: file, log });
    for (const pathname of ["/no-such-page", "/wp-admin", "/a/b/c"]) {
      expect(await render({ pathname, isNotFound: true })).toBe("<h1>404</h1>");
    }
    const calls = (globalThis as { notFoundCalls?: string[] }).notFoundCalls ?? [];
    expect(calls).toHaveLength(1);
    expect(isClientRoute(calls[0] ?? "/")).toBe(false);
  });

  it("sends a page unrendered when rendering fails, and tries again next time", async () => {
    const file = bundle(`
      let calls = 0;
      export async function renderPage() { calls++; if (calls === 1) throw new Error("boom"); return "<p>ok</p>"; }
    `);
    const render = await createPageRenderer({ bundlePath: file, log });
    expect(await render({ pathname: "/" })).toBeNull();
    expect(await render({ pathname: "/" })).toBe("<p>ok</p>");
  });

  it("renders nothing without a bundle", async () => {
    const render = await createPageRenderer({ bundlePath: "/no/such/render-page.js", log });
    expect(await render({ pathname: "/" })).toBeNull();
  });

  it("puts the page into the empty #root, and only there", () => {
    const html = '<body><div id="root"></div><script src="/a.js"></script></body>';
    expect(withRenderedRoot(html, "<main>$& hi</main>")).toBe(
      '<body><div id="root"><main>$& hi</main></div><script src="/a.js"></script></body>',
    );
    expect(withRenderedRoot(html, null)).toBe(html);
  });
});
