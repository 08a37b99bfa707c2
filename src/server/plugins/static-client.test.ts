import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PUBLIC_PAGE_META } from "../../domain/page-meta";
import { createTestApp, type TestApp } from "../test/test-app";

/** A stand-in for `dist/client`: what Vite's build leaves behind. */
function createClientBuild(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "orderdock-client-"));
  mkdirSync(path.join(dir, "assets"));
  writeFileSync(path.join(dir, "index.html"), "<!doctype html><title>OrderDock</title>");
  writeFileSync(path.join(dir, "assets", "main-3f9a2c.js"), "console.log('dock')");
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
    for (const url of ["/dashboard", "/admin/dashboard", "/no-such-page", "/login?mode=demo"]) {
      const response = await testApp.app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["content-type"]).toMatch(/^text\/html/);
      expect(response.headers["cache-control"]).toBe("no-cache");
      expect(response.body).toContain("<title>OrderDock</title>");
    }
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
      expect(response.body).toContain(
        `<meta property="og:description" content="${meta.description}" />`,
      );
    }
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
