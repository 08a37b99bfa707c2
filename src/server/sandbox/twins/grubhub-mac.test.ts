import { createHash, createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { grubhubTwinKeys } from "../../lib/sandbox-credentials";
import { createTestConfig } from "../../test/test-app";
import { checkGrubhubMac } from "./twin-auth";

/**
 * The Grubhub twin checks the MAC header as the MAC draft Grubhub's header follows lays it
 * out, on its own: a header made by hand from that layout passes; one over another layout
 * (a client's wrong guess) is refused.
 */
const config = createTestConfig();
const origin = "http://127.0.0.1:3000";
const keys = grubhubTwinKeys(config.sessionSecret);
const url = "/sandbox/grubhub/pos/v1/merchant/m1/orders/o1/status?x=1";
const body = JSON.stringify({ status: "CONFIRMED" });
const bodyhash = createHash("sha256").update(body).digest("base64");
const nonce = "1764356000:a1b2c3d4";

function headerOver(lines: string[]) {
  const mac = createHmac("sha256", keys.secretKey).update(
    lines.map((line) => `${line}\n`).join(""),
  );
  return `MAC id="sv:v1:${keys.clientId}",nonce="${nonce}",bodyhash="${bodyhash}",mac="${mac.digest("base64")}"`;
}
const check = (authorization: string) =>
  checkGrubhubMac(
    config,
    {
      method: "PUT",
      url,
      headers: { "x-gh-partner-key": keys.partnerKey, authorization },
      rawBody: body,
    },
    origin,
  );
const path = "/sandbox/grubhub/pos/v1/merchant/m1/orders/o1/status?x=1";

describe("the Grubhub twin's MAC check", () => {
  it("takes nonce, method, request URI, host, port, body hash and an empty ext", () => {
    expect(check(headerOver([nonce, "PUT", path, "127.0.0.1", "3000", bodyhash, ""]))).toBeNull();
  });

  it("refuses a MAC over another layout", () => {
    const refused = "MAC signature does not match";
    expect(check(headerOver([nonce, "PUT", path, "127.0.0.1", bodyhash, ""]))).toBe(refused);
    expect(check(headerOver([nonce, "put", path, "127.0.0.1", "3000", bodyhash, ""]))).toBe(
      refused,
    );
    expect(
      check(
        headerOver([nonce, "PUT", path.split("?")[0] ?? "", "127.0.0.1", "3000", bodyhash, ""]),
      ),
    ).toBe(refused);
  });
});
