import webPush from "web-push";
import type { PushMessage } from "../../../domain/push";
import type { VapidKeys } from "./push-keys";

/**
 * Sends one push message (docs/push-alerts.md). web-push signs the request (VAPID, RFC 8292)
 * and encrypts the message for the device (aes128gcm, RFC 8291); the request goes out with
 * fetch, so it has a deadline and reaches a local push service in tests over plain http.
 */

/** A push service that has not answered by then is counted a failure, tried next look. */
export const PUSH_TIMEOUT_MS = 10_000;
/** How long the service keeps an alert for a phone that is off: an alert older is no use. */
export const PUSH_TTL_SECONDS = 60 * 60;

export type PushTarget = { endpoint: string; keys: { p256dh: string; auth: string } };

export type PushOutcome =
  | { kind: "sent" }
  /** The device unsubscribed or the subscription expired (404, 410): forget it. */
  | { kind: "gone"; reason: string }
  | { kind: "failed"; reason: string };

export async function sendPush({
  target,
  message,
  keys,
  subject,
}: {
  target: PushTarget;
  message: PushMessage;
  keys: VapidKeys;
  /** Who runs this server, for the push service: an https: URL or a mailto: address. */
  subject: string;
}): Promise<PushOutcome> {
  let details: ReturnType<typeof webPush.generateRequestDetails>;
  try {
    details = webPush.generateRequestDetails(target, JSON.stringify(message), {
      vapidDetails: { subject, ...keys },
      TTL: PUSH_TTL_SECONDS,
      urgency: "high",
      // One notification per thing on the push service too: a newer one replaces it.
      topic: topicOf(message.tag),
    });
  } catch (error) {
    return { kind: "gone", reason: `the subscription cannot be used: ${messageOf(error)}` };
  }
  try {
    const response = await fetch(details.endpoint, {
      method: details.method,
      headers: details.headers as Record<string, string>,
      body: details.body ? new Uint8Array(details.body) : null,
      redirect: "error",
      signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
    });
    await response.body?.cancel();
    if (response.ok) return { kind: "sent" };
    const reason = `${response.status} ${response.statusText}`.trim();
    if (response.status === 404 || response.status === 410) return { kind: "gone", reason };
    return { kind: "failed", reason };
  } catch (error) {
    const isTimeout = error instanceof Error && error.name === "TimeoutError";
    return {
      kind: "failed",
      reason: isTimeout
        ? `the push service did not answer within ${PUSH_TIMEOUT_MS / 1000} seconds`
        : "the push service could not be reached",
    };
  }
}

/** A topic is at most 32 URL-safe characters. */
function topicOf(tag: string): string {
  return tag.replace(/[^A-Za-z0-9_-]/g, "-").slice(0, 32);
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * The VAPID subject: the service's https address when it has one; otherwise the address
 * its email comes from.
 */
export function vapidSubject(publicUrl: string | undefined, mailFrom: string): string {
  if (publicUrl?.startsWith("https://") && !new URL(publicUrl).hostname.includes("localhost"))
    return publicUrl;
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  return `mailto:${address}`;
}
