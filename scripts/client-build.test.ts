import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { isClientBuildStale } from "./client-build";

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
  return { root, touch };
}

describe("deciding whether npm start must build the client", () => {
  it("builds when there is no build", () => {
    expect(isClientBuildStale(createProject().root)).toBe(true);
  });

  it("keeps a build newer than every source", () => {
    const project = createProject();
    project.touch("dist/client/index.html", 60);
    project.touch("dist/ssr/render-page.js", 60);
    expect(isClientBuildStale(project.root)).toBe(false);
  });

  it("builds when the public pages' server renderer is missing", () => {
    const project = createProject();
    project.touch("dist/client/index.html", 60);
    expect(isClientBuildStale(project.root)).toBe(true);
  });

  it("rebuilds when a client, domain or public file changed after the build", () => {
    for (const changed of [
      "src/client/app/router.tsx",
      "src/domain/status.ts",
      "public/favicon.svg",
      "index.html",
    ]) {
      const project = createProject();
      project.touch("dist/client/index.html", 60);
      project.touch("dist/ssr/render-page.js", 60);
      project.touch(changed, 10);
      expect(isClientBuildStale(project.root), changed).toBe(true);
    }
  });

  it("ignores changes to tests and to the server", () => {
    const project = createProject();
    project.touch("dist/client/index.html", 60);
    project.touch("dist/ssr/render-page.js", 60);
    project.touch("src/client/lib/theme.test.tsx", 10);
    project.touch("src/server/app.ts", 10);
    expect(isClientBuildStale(project.root)).toBe(false);
  });
});
