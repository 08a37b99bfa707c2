import type { SimulatedWebhook } from "../sandbox/twins/platform-webhooks";

/**
 * Test support: the platforms' side of webhook delivery. Each webhook is sent again, with
 * the same body and headers (so the same signature and delivery id), until OrderDock
 * answers 2xx, as the platforms retry; several are in flight at once. Where to send is asked
 * before every attempt, so a server that was restarted (on another port) is found again.
 */
export type OutgoingWebhook = SimulatedWebhook & {
  /** The test's own name for it (platform and order id). */
  name: string;
};

/** An answer other than 2xx (or none in time) from a server that was up: never expected here. */
export type RefusedAttempt = { name: string; status: number; answer: string };

export type SendReport = {
  /** Webhook names in the order OrderDock acknowledged them. */
  acknowledged: string[];
  /** Attempts cut off with no HTTP answer (the server was killed under them, or down). */
  cutOff: number;
  /** Webhooks that needed more than one attempt. */
  retried: number;
  refused: RefusedAttempt[];
};

export type SendWebhooksOptions = {
  webhooks: readonly OutgoingWebhook[];
  /** How many webhooks are in flight at once. */
  concurrency: number;
  /** The server's current origin; waits while it restarts, rejects if it died by itself. */
  origin(): Promise<string>;
  /** Called at every acknowledgement, with how many there are and how many are in flight. */
  onAcknowledged?(count: number, inFlight: number): void;
  /** A webhook answered non-2xx this many times is given up (a guard, not a platform rule). */
  maxRefusals?: number;
};

const ATTEMPT_TIMEOUT_MS = 60_000;
/** Guards against a server that is up but never answers: a platform gives up too. */
const MAX_ATTEMPTS = 30;

export async function sendWebhooks(options: SendWebhooksOptions): Promise<SendReport> {
  const { webhooks, concurrency, maxRefusals = 5 } = options;
  const report: SendReport = { acknowledged: [], cutOff: 0, retried: 0, refused: [] };
  let next = 0;
  let inFlight = 0;

  /** One webhook, attempt after attempt, until it is acknowledged or given up. */
  async function deliver(webhook: OutgoingWebhook): Promise<void> {
    let refusals = 0;
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
      if (attempt === 2) report.retried += 1;
      const origin = await options.origin();
      inFlight += 1;
      const answer = await post(`${origin}${webhook.path}`, webhook).finally(() => {
        inFlight -= 1;
      });
      if (!answer) {
        report.cutOff += 1;
        continue;
      }
      if (answer.status >= 200 && answer.status < 300) {
        report.acknowledged.push(webhook.name);
        options.onAcknowledged?.(report.acknowledged.length, inFlight);
        return;
      }
      report.refused.push({ name: webhook.name, ...answer });
      refusals += 1;
      if (refusals >= maxRefusals) return;
    }
    report.refused.push({
      name: webhook.name,
      status: 0,
      answer: `no answer in ${MAX_ATTEMPTS} attempts`,
    });
  }

  async function worker(): Promise<void> {
    while (next < webhooks.length) {
      const webhook = webhooks[next] as OutgoingWebhook;
      next += 1;
      await deliver(webhook);
    }
  }

  await Promise.all(Array.from({ length: concurrency }, worker));
  return report;
}

/**
 * One attempt: the status and body, or null when the connection failed or broke before the
 * answer was whole (a killed server). A server that holds the request past the platform's
 * patience is a refusal (status 0), not a crash.
 */
async function post(
  url: string,
  webhook: OutgoingWebhook,
): Promise<{ status: number; answer: string } | null> {
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: webhook.headers,
      body: webhook.body,
      signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS),
    });
    return { status: response.status, answer: await response.text() };
  } catch (error) {
    if (error instanceof DOMException && error.name === "TimeoutError") {
      return { status: 0, answer: `no answer within ${ATTEMPT_TIMEOUT_MS / 1000} s` };
    }
    return null;
  }
}
