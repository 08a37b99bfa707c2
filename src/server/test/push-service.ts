import { createECDH, createPublicKey, randomBytes, verify } from "node:crypto";
import { createServer, type IncomingHttpHeaders } from "node:http";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";

/**
 * A push service on this machine, as browsers' push services behave (RFC 8030): a device
 * subscribes and gets an endpoint and keys; a message posted to the endpoint must carry a
 * valid VAPID signature (RFC 8292) and decrypts with the device's keys (RFC 8291). What
 * arrived is kept, decrypted, for the test to read; it answers 201, or what the test sets.
 */

type Ece = {
  decrypt(
    body: Buffer,
    params: { version: "aes128gcm"; privateKey: ReturnType<typeof createECDH>; authSecret: string },
  ): Buffer;
};
const ece = createRequire(import.meta.url)("http_ece") as Ece;

export type ReceivedPush = {
  endpoint: string;
  headers: IncomingHttpHeaders;
  /** The VAPID key the sender signed with (base64url), checked against its signature. */
  signedBy: string;
  message: { title: string; body: string; tag: string; url: string };
};

export type LocalPushService = {
  origin: string;
  /** A new device's subscription, as PushSubscription.toJSON() gives it. */
  subscribe(): { endpoint: string; keys: { p256dh: string; auth: string } };
  received: ReceivedPush[];
  /** Every post refused: what the service answers from now on (201 again with null). */
  answerWith(status: number | null): void;
  /** Posts refused for a bad signature or a body that would not decrypt, with why. */
  refused: string[];
  close(): Promise<void>;
};

export async function startLocalPushService(): Promise<LocalPushService> {
  const devices = new Map<string, { ecdh: ReturnType<typeof createECDH>; auth: string }>();
  const received: ReceivedPush[] = [];
  const refused: string[] = [];
  let answer: number | null = null;

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const endpoint = `${origin}${request.url ?? ""}`;
      const device = devices.get(endpoint);
      const problem = (status: number, why: string) => {
        refused.push(why);
        response.writeHead(status).end(why);
      };
      if (request.method !== "POST" || !device) return problem(404, "no such subscription");
      const signedBy = checkVapid(request.headers.authorization, origin);
      if (typeof signedBy !== "string") return problem(403, signedBy.problem);
      if (request.headers["content-encoding"] !== "aes128gcm")
        return problem(415, "content-encoding must be aes128gcm");
      let message: ReceivedPush["message"];
      try {
        const plain = ece.decrypt(Buffer.concat(chunks), {
          version: "aes128gcm",
          privateKey: device.ecdh,
          authSecret: device.auth,
        });
        message = JSON.parse(plain.toString("utf8"));
      } catch (error) {
        return problem(400, `could not decrypt: ${String(error)}`);
      }
      if (answer !== null) return response.writeHead(answer).end();
      received.push({ endpoint, headers: request.headers, signedBy, message });
      response.writeHead(201, { location: `${endpoint}/message/${received.length}` }).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    subscribe() {
      const ecdh = createECDH("prime256v1");
      ecdh.generateKeys();
      const auth = randomBytes(16).toString("base64url");
      const endpoint = `${origin}/push/${randomBytes(12).toString("base64url")}`;
      devices.set(endpoint, { ecdh, auth });
      return { endpoint, keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth } };
    },
    received,
    refused,
    answerWith(status) {
      answer = status;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** `vapid t=<JWT>, k=<key>`: the JWT is for this service and signed with that key. */
function checkVapid(header: string | undefined, audience: string): string | { problem: string } {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? "");
  if (!match?.[1] || !match[2]) return { problem: "no vapid authorization" };
  const [token, key] = [match[1], match[2]];
  const [head, claims, signature] = token.split(".");
  if (!head || !claims || !signature) return { problem: "the vapid token is not a JWT" };
  const point = Buffer.from(key, "base64url");
  const publicKey = createPublicKey({
    key: {
      kty: "EC",
      crv: "P-256",
      x: point.subarray(1, 33).toString("base64url"),
      y: point.subarray(33, 65).toString("base64url"),
    },
    format: "jwk",
  });
  const isSigned = verify(
    "sha256",
    Buffer.from(`${head}.${claims}`),
    { key: publicKey, dsaEncoding: "ieee-p1363" },
    Buffer.from(signature, "base64url"),
  );
  if (!isSigned) return { problem: "the vapid signature does not verify" };
  const body = JSON.parse(Buffer.from(claims, "base64url").toString("utf8")) as {
    aud?: string;
    exp?: number;
    sub?: string;
  };
  if (body.aud !== audience) return { problem: `the vapid audience is ${body.aud}` };
  if (!body.sub?.match(/^(mailto:|https:)/)) return { problem: "the vapid subject is missing" };
  return key;
}
