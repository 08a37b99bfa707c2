import { mkdtempSync, readFileSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig, parseEnvironment } from "./config";

const HEX_KEY = "ab".repeat(32);
const SECRET = "s".repeat(32);

describe("parseEnvironment", () => {
  it("applies the documented defaults", () => {
    const env = parseEnvironment({});
    expect(env).toMatchObject({
      NODE_ENV: "development",
      PORT: 3000,
      DATA_DIR: "./data",
      LOG_LEVEL: "info",
    });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it("treats an empty variable as unset", () => {
    expect(parseEnvironment({ PORT: "", DATABASE_URL: "" })).toMatchObject({ PORT: 3000 });
  });

  it("stops on a bad port with one line naming the variable and the value", () => {
    expect(() => parseEnvironment({ PORT: "abc" })).toThrow(ConfigError);
    try {
      parseEnvironment({ PORT: "abc" });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toBe('Invalid configuration: PORT must be a number (got "abc")');
      expect(message).not.toContain("\n");
    }
  });

  it("names a port out of range", () => {
    expect(() => parseEnvironment({ PORT: "70000" })).toThrow(
      'Invalid configuration: PORT must be between 0 and 65535 (got "70000")',
    );
  });

  it("never echoes a secret value back", () => {
    expect(() => parseEnvironment({ DATABASE_URL: "mysql://user:hunter2@db/x" })).toThrow(
      /^Invalid configuration: DATABASE_URL must be a postgres:\/\/ or postgresql:\/\/ URL$/,
    );
    expect(() => parseEnvironment({ SESSION_SECRET: "hunter2" })).toThrow(
      /^Invalid configuration: SESSION_SECRET must be at least 32 characters$/,
    );
  });

  it("rejects an unknown NODE_ENV and LOG_LEVEL", () => {
    expect(() => parseEnvironment({ NODE_ENV: "staging" })).toThrow(/NODE_ENV must be development/);
    expect(() => parseEnvironment({ LOG_LEVEL: "loud" })).toThrow(/LOG_LEVEL must be one of/);
  });

  it("requires SESSION_SECRET and SECRETS_KEY in production", () => {
    expect(() => parseEnvironment({ NODE_ENV: "production" })).toThrow(
      "Invalid configuration: SESSION_SECRET is required in production; SECRETS_KEY is required in production",
    );
    expect(
      parseEnvironment({ NODE_ENV: "production", SESSION_SECRET: SECRET, SECRETS_KEY: HEX_KEY }),
    ).toMatchObject({ NODE_ENV: "production" });
  });

  it("accepts a 32-byte SECRETS_KEY in hex or base64 and nothing shorter", () => {
    expect(parseEnvironment({ SECRETS_KEY: HEX_KEY }).SECRETS_KEY).toBe(HEX_KEY);
    const base64 = Buffer.alloc(32, 7).toString("base64");
    expect(parseEnvironment({ SECRETS_KEY: base64 }).SECRETS_KEY).toBe(base64);
    expect(() => parseEnvironment({ SECRETS_KEY: "abcd" })).toThrow(/SECRETS_KEY must be 32 bytes/);
  });
});

describe("loadConfig", () => {
  it("generates the secrets into DATA_DIR once and reuses them", () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "orderdock-config-"));
    const first = loadConfig({ DATA_DIR: dataDir });
    const second = loadConfig({ DATA_DIR: dataDir });
    expect(first.sessionSecret.length).toBeGreaterThanOrEqual(32);
    expect(first.secretsKey).toHaveLength(32);
    expect(second.sessionSecret).toBe(first.sessionSecret);
    expect(second.secretsKey.equals(first.secretsKey)).toBe(true);
    const file = path.join(dataDir, "session-secret");
    expect(readFileSync(file, "utf8").trim()).toBe(first.sessionSecret);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it("binds to this machine in development and to every interface in production", () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "orderdock-config-"));
    expect(loadConfig({ DATA_DIR: dataDir }).host).toBe("localhost");
    const production = loadConfig({
      NODE_ENV: "production",
      SESSION_SECRET: SECRET,
      SECRETS_KEY: HEX_KEY,
      DATA_DIR: dataDir,
    });
    expect(production).toMatchObject({ host: "0.0.0.0", isProduction: true });
    expect(production.secretsKey.toString("hex")).toBe(HEX_KEY);
    expect(loadConfig({ DATA_DIR: dataDir, HOST: "192.168.1.20" }).host).toBe("192.168.1.20");
  });

  it("logs readable lines in development and JSON in production, unless LOG_FORMAT says", () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "orderdock-config-"));
    const production = { NODE_ENV: "production", SESSION_SECRET: SECRET, SECRETS_KEY: HEX_KEY };
    expect(loadConfig({ DATA_DIR: dataDir }).logFormat).toBe("pretty");
    expect(loadConfig({ DATA_DIR: dataDir, ...production }).logFormat).toBe("json");
    expect(loadConfig({ DATA_DIR: dataDir, LOG_FORMAT: "json" }).logFormat).toBe("json");
    expect(loadConfig({ DATA_DIR: dataDir, ...production, LOG_FORMAT: "pretty" }).logFormat).toBe(
      "pretty",
    );
    expect(() => parseEnvironment({ LOG_FORMAT: "xml" })).toThrow(
      'Invalid configuration: LOG_FORMAT must be json or pretty (got "xml")',
    );
  });

  it("drops a trailing slash from PUBLIC_URL", () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "orderdock-config-"));
    expect(
      loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: "https://orders.example.com/" }).publicUrl,
    ).toBe("https://orders.example.com");
  });
});
