import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { IModule } from "dependency-cruiser";
import { afterAll, describe, expect, it } from "vitest";
import { importDirection, moduleLayers, serverModuleOf } from "./import-direction";

// Reading every file of `src` with TypeScript's resolver takes seconds, more on a busy machine.
const GUARD_MS = 180_000;

describe("which way imports run", () => {
  it(
    "has no cycle of files, no feature importing another, no server modules importing each other, and nothing of production importing the sandbox",
    async () => {
      const { fileViolations, mutualImports } = await importDirection();
      expect(fileViolations).toEqual([]);
      expect(mutualImports).toEqual([]);
    },
    GUARD_MS,
  );

  describe("on a tree that breaks every rule", () => {
    const root = mkdtempSync(path.join(os.tmpdir(), "import-direction-"));
    afterAll(() => rmSync(root, { recursive: true, force: true }));
    const write = (file: string, text: string) => {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), text);
    };
    write(
      "src/server/modules/orders/accept.ts",
      'import { send } from "../outbox/send";\nexport const accept = () => send();\n',
    );
    write("src/server/modules/outbox/send.ts", "export const send = () => 1;\n");
    write(
      "src/server/modules/outbox/outcome.ts",
      'import { accept } from "../orders/accept";\nexport const outcome = () => accept();\n',
    );
    write("src/server/lib/a.ts", 'import type { B } from "./b";\nexport type A = { b?: B };\n');
    write("src/server/lib/b.ts", 'import type { A } from "./a";\nexport type B = { a?: A };\n');
    write(
      "src/client/features/menu/menu.ts",
      'import { card } from "../orders/card";\nexport const menu = card;\n',
    );
    write("src/client/features/orders/card.ts", "export const card = 1;\n");
    write(
      "src/server/modules/a/one.ts",
      'import { two } from "../b/two";\nexport const one = two;\n',
    );
    write(
      "src/server/modules/b/two.ts",
      'import { three } from "../c/three";\nexport const two = three;\n',
    );
    write(
      "src/server/modules/c/three.ts",
      'import { one } from "../a/one";\nexport const three = () => one;\n',
    );
    write(
      "src/server/sandbox/sandbox.ts",
      'import { twin } from "./twins/twin";\nexport const sandbox = twin;\n',
    );
    write("src/server/sandbox/twins/twin.ts", "export const twin = 1;\n");
    write("src/server/modules/platform-calls/clients/grubhub.client.ts", "export const mac = 1;\n");
    write(
      "src/server/sandbox/twins/grubhub-auth.ts",
      'import { mac } from "../../modules/platform-calls/clients/grubhub.client";\nexport const check = mac;\n',
    );
    // Which platforms take store calls is a twin's own reading too, a type included.
    write(
      "src/server/modules/platform-calls/clients/store-clients.ts",
      "export type StorePlatform = string;\n",
    );
    write(
      "src/server/sandbox/twins/twin-console.ts",
      'import type { StorePlatform } from "../../modules/platform-calls/clients/store-clients";\nexport type Shown = StorePlatform;\n',
    );
    write(
      "src/server/modules/outbox/twin-keys.ts",
      'import { twin } from "../../sandbox/twins/twin";\nexport const keys = twin;\n',
    );
    write(
      "src/server/app.ts",
      'import { sandbox } from "./sandbox/sandbox";\nimport { twin } from "./sandbox/twins/twin";\nexport const app = [sandbox, twin];\n',
    );
    write(
      "src/server/modules/orders/accept.test.ts",
      'import { outcome } from "../outbox/outcome";\nexport const t = outcome;\n',
    );

    it(
      "finds each break",
      async () => {
        const { fileViolations, mutualImports } = await importDirection(["src"], root);
        expect(fileViolations.map(({ rule, from, to }) => ({ rule, from, to }))).toEqual(
          expect.arrayContaining([
            { rule: "no-import-cycle", from: "src/server/lib/a.ts", to: "src/server/lib/b.ts" },
            {
              rule: "no-feature-into-feature",
              from: "src/client/features/menu/menu.ts",
              to: "src/client/features/orders/card.ts",
            },
            {
              rule: "no-production-into-sandbox",
              from: "src/server/modules/outbox/twin-keys.ts",
              to: "src/server/sandbox/twins/twin.ts",
            },
            {
              rule: "no-twin-from-client-code",
              from: "src/server/sandbox/twins/grubhub-auth.ts",
              to: "src/server/modules/platform-calls/clients/grubhub.client.ts",
            },
            {
              rule: "no-twin-from-client-code",
              from: "src/server/sandbox/twins/twin-console.ts",
              to: "src/server/modules/platform-calls/clients/store-clients.ts",
            },
            {
              rule: "sandbox-through-its-entry",
              from: "src/server/app.ts",
              to: "src/server/sandbox/twins/twin.ts",
            },
          ]),
        );
        // The app's root may load the sandbox's entry.
        const intoEntry = fileViolations.filter(
          (each) => each.to === "src/server/sandbox/sandbox.ts",
        );
        expect(intoEntry).toEqual([]);
        expect(mutualImports).toEqual([
          {
            modules: ["modules/a", "modules/b", "modules/c"],
            imports: [
              "src/server/modules/a/one.ts -> src/server/modules/b/two.ts",
              "src/server/modules/b/two.ts -> src/server/modules/c/three.ts",
              "src/server/modules/c/three.ts -> src/server/modules/a/one.ts",
            ],
          },
          {
            modules: ["modules/orders", "modules/outbox"],
            imports: [
              "src/server/modules/orders/accept.ts -> src/server/modules/outbox/send.ts",
              "src/server/modules/outbox/outcome.ts -> src/server/modules/orders/accept.ts",
            ],
          },
        ]);
      },
      GUARD_MS,
    );
  });

  it("counts production files of the server's modules, not tests or test support", () => {
    expect(serverModuleOf("src/server/modules/orders/orders.service.ts")).toBe("modules/orders");
    expect(serverModuleOf("src/server/flows/test-orders.ts")).toBe("flows");
    expect(serverModuleOf("src/server/db/schema/orders.ts")).toBe("db");
    expect(serverModuleOf("src/server/app.ts")).toBeNull();
    expect(serverModuleOf("src/server/modules/orders/orders.test.ts")).toBeNull();
    expect(serverModuleOf("src/server/test/test-app.ts")).toBeNull();
    expect(serverModuleOf("src/client/app/router.tsx")).toBeNull();
  });

  it("stands each module one layer above the highest module it imports", () => {
    const file = (source: string, ...imports: string[]) =>
      ({ source, dependencies: imports.map((resolved) => ({ resolved })) }) as unknown as IModule;
    const layers = moduleLayers([
      file("src/server/flows/accept.ts", "src/server/modules/orders/a.ts", "src/server/lib/x.ts"),
      file("src/server/modules/orders/a.ts", "src/server/events/bus.ts"),
      file("src/server/modules/orders/a.test.ts", "src/server/flows/accept.ts"),
      file("src/server/events/bus.ts", "src/server/db/database.ts", "src/server/lib/x.ts"),
      file("src/server/db/database.ts"),
      file("src/server/lib/x.ts"),
    ]);
    expect(layers).toEqual([["db", "lib"], ["events"], ["modules/orders"], ["flows"]]);
  });
});
