import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLIENT_PATHS, SIGNED_IN_PATHS } from "../../domain/client-routes";
import { escapeHtml } from "../../domain/escape-html";
import { NOT_FOUND_PAGE_META, PUBLIC_PAGE_META } from "../../domain/page-meta";
import { createTestApp, type TestApp } from "../test/test-app";

/**
 * A stand-in for `dist/client` (what Vite's build leaves behind) and, beside it, `dist/ssr`
 * with a public-page renderer that marks what it drew.
 */
function createClientBuild(): string {
  const root = mkdtempSync(path.join(os.tmpdir(), "orderdock-build-"));
  const dir = path.join(root, "client");
  mkdirSync(path.join(dir, "assets"), { recursive: true });
  mkdirSync(path.join(root, "ssr"));
  writeFileSync(
    path.join(root, "ssr", "render-page.js"),
    'export async function renderPage(path) { return "<main>pre-rendered " + path + "</main>"; }',
  );
  writeFileSync(
    path.join(dir, "index.html"),
    '<!doctype html><title>OrderDock</title><div id="root"></div>',
  );
  writeFileSync(path.join(dir, "assets", "main-3f9a2c.js"), "console.log('dock');\n".repeat(100));
  writeFileSync(path.join(dir, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
  return dir;
}

describe("serving the built client", () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ config: { clientDir: createClientBuild() } });
  });
  afterAll(() => testApp.close());

  it("serves index.html for / and for every client route, never cached", async () => {
    const routes = [
      ...Object.values(CLIENT_PATHS).filter((path) => !(path in PUBLIC_PAGE_META)),
      ...SIGNED_IN_PATHS,
      "/dashboard/",
      "/Login",
      "/login?mode=demo",
    ];
    for (const url of routes) {
      const response = await testApp.app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["content-type"]).toMatch(/^text\/html/);
      expect(response.headers["cache-control"]).toBe("no-cache");
      expect(response.body).toContain("<title>OrderDock</title>");
      // Only the public pages and the not-found page arrive drawn; the app draws the rest.
      expect(response.body).toContain('<div id="root"></div>');
    }
  });

  it("answers a path the client has no page for with 404 and the not-found page", async () => {
    for (const url of [
      "/no-such-page",
      "/dashboard/orders",
      "/kitchen/tickets",
      "/admin/nothing",
      "/pricing/x?a=1",
    ]) {
      const response = await testApp.app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers["content-type"]).toMatch(/^text\/html/);
      expect(response.headers["cache-control"]).toBe("no-cache");
      expect(response.body).toContain(`<title>${NOT_FOUND_PAGE_META.title}</title>`);
      expect(response.body).toContain('<meta name="robots" content="noindex" />');
      // Drawn on the server like the public pages: the renderer's not-found page.
      expect(response.body).toMatch(/<div id="root"><main>pre-rendered \/[^<]*<\/main><\/div>/);
    }
    const head = await testApp.app.inject({ method: "HEAD", url: "/no-such-page" });
    expect(head.statusCode).toBe(404);
  });

  it("caches hashed assets for a year and revalidates other files", async () => {
    const asset = await testApp.app.inject({ method: "GET", url: "/assets/main-3f9a2c.js" });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["content-type"]).toMatch(/javascript/);
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const icon = await testApp.app.inject({ method: "GET", url: "/favicon.svg" });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers["cache-control"]).toBe("no-cache");
  });

  it("serves the public pages with their own title and description, never cached", async () => {
    for (const [url, meta] of Object.entries(PUBLIC_PAGE_META)) {
      const response = await testApp.app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["content-type"]).toMatch(/^text\/html/);
      expect(response.headers["cache-control"]).toBe("no-cache");
      expect(response.body).toContain(`<title>${meta.title}</title>`);
      expect(response.body).toContain(`<div id="root"><main>pre-rendered ${url}</main></div>`);
      expect(response.body).toContain(
        `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
      );
    }
  });

  it("sends pages compressed to a browser that accepts it", async () => {
    const response = await testApp.app.inject({
      method: "GET",
      url: "/assets/main-3f9a2c.js",
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
  });

  it("answers a missing file with 404, not with the page", async () => {
    const response = await testApp.app.inject({ method: "GET", url: "/assets/main-000000.js" });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain("<title>");
  });

  it("keeps API, websocket and health paths out of the fallback", async () => {
    for (const url of ["/api/nothing", "/ws/nothing", "/healthz/deep"]) {
      const response = await testApp.app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ code: "NOT_FOUND" });
    }
  });

  it("answers a non-GET request to a page path with a JSON 404", async () => {
    const response = await testApp.app.inject({ method: "POST", url: "/dashboard" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: "Not found: POST /dashboard", code: "NOT_FOUND" });
  });
});

describe("without a client build", () => {
  it("explains how to build the client instead of serving a blank page", async () => {
    const testApp = await createTestApp();
    const response = await testApp.app.inject({ method: "GET", url: "/" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: "CLIENT_NOT_BUILT" });
    expect(response.json().message).toContain("npm run build");
    await testApp.close();
  });
});
