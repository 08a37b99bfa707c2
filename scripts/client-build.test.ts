import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { isAppBuildStale, isClientBuildStale, isEmbedBuildStale } from "./client-build";

function createProject(): { root: string; touch(file: string, secondsAgo: number): void } {
  const root = mkdtempSync(path.join(os.tmpdir(), "orderdock-build-"));
  const touch = (file: string, secondsAgo: number) => {
    const full = path.join(root, file);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, "x");
    const time = new Date(Date.now() - secondsAgo * 1000);
    utimesSync(full, time, time);
  };
  touch("index.html", 300);
  touch("src/client/main.tsx", 300);
  touch("src/domain/order.ts", 300);
  touch("src/embed/main.ts", 300);
  touch("vite.embed.config.ts", 300);
  return { root, touch };
}

/** A project whose client, renderer and order form were all built a minute ago. */
function createBuiltProject() {
  const project = createProject();
  project.touch("dist/client/index.html", 60);
  project.touch("dist/ssr/render-page.js", 60);
  project.touch("dist/embed/embed.js", 60);
  return project;
}

describe("deciding whether npm start must build the client", () => {
  it("builds when there is no build", () => {
    expect(isClientBuildStale(createProject().root)).toBe(true);
  });

  it("keeps a build newer than every source", () => {
    expect(isClientBuildStale(createBuiltProject().root)).toBe(false);
  });

  it("builds when the public pages' server renderer is missing", () => {
    const project = createProject();
    project.touch("dist/client/index.html", 60);
    project.touch("dist/embed/embed.js", 60);
    expect(isClientBuildStale(project.root)).toBe(true);
  });

  it("rebuilds when a client, domain or public file changed after the build", () => {
    for (const changed of [
      "src/client/app/router.tsx",
      "src/domain/status.ts",
      "public/favicon.svg",
      "index.html",
    ]) {
      const project = createBuiltProject();
      project.touch(changed, 10);
      expect(isClientBuildStale(project.root), changed).toBe(true);
    }
  });

  it("ignores changes to tests and to the server", () => {
    const project = createBuiltProject();
    project.touch("src/client/lib/theme.test.tsx", 10);
    project.touch("src/embed/cart.test.ts", 10);
    project.touch("src/server/app.ts", 10);
    expect(isClientBuildStale(project.root)).toBe(false);
  });
});

describe("deciding whether npm start must build the website order form", () => {
  it("builds it when dist/embed/embed.js is missing, and only it", () => {
    const project = createProject();
    project.touch("dist/client/index.html", 60);
    project.touch("dist/ssr/render-page.js", 60);
    expect(isEmbedBuildStale(project.root)).toBe(true);
    expect(isAppBuildStale(project.root)).toBe(false);
    expect(isClientBuildStale(project.root)).toBe(true);
  });

  it("rebuilds only the form when its sources or its Vite config changed", () => {
    for (const changed of ["src/embed/render/menu.ts", "vite.embed.config.ts"]) {
      const project = createBuiltProject();
      project.touch(changed, 10);
      expect(isEmbedBuildStale(project.root), changed).toBe(true);
      expect(isAppBuildStale(project.root), changed).toBe(false);
    }
  });

  it("rebuilds the form too when the shared domain types changed", () => {
    const project = createBuiltProject();
    project.touch("src/domain/api/public-order.ts", 10);
    expect(isEmbedBuildStale(project.root)).toBe(true);
    expect(isAppBuildStale(project.root)).toBe(true);
  });

  it("leaves the form alone when only the app's client changed", () => {
    const project = createBuiltProject();
    project.touch("src/client/app/router.tsx", 10);
    expect(isEmbedBuildStale(project.root)).toBe(false);
  });
});
