import type { FastifyBaseLogger } from "fastify";
import { isMenuAction, isMenuChannel } from "../../../domain/menu-sync";
import { isStoreAction } from "../../../domain/store-controls";
import type { Config } from "../../config";
import type { Database } from "../../db/database";
import type { EventBus } from "../../events/event-bus";
import type { SecretsBox } from "../../lib/secrets-box";
import type { SelfOrigin } from "../../lib/self-origin";
import { type OutcomeRecorders, recordCallOutcome } from "./call-outcome";
import { type CallPayload, notApplicable } from "./clients/client";
import { PLATFORM_CLIENTS } from "./clients/clients";
import type { CallOutcome } from "./clients/http";
import { MENU_CLIENTS, type MenuPayload, type MenuPublishContext } from "./clients/menu-clients";
import { isStorePlatform, STORE_CLIENTS, type StorePayload } from "./clients/store-clients";
import { onOutboxWork } from "./outbox-signal";
import {
  type ClaimedCall,
  claimNextCallWithContext,
  isOrderCall,
  type PlatformCallRow,
} from "./platform-calls.repository";

/**
 * Sends the outbox (docs/platform-calls.md). Each instance runs a few senders; each takes
 * one due call at a time (claimNextCallWithContext), sends it through the platform's client and
 * records the answer. A timeout, 429 or 5xx is tried again with growing waits (1 s, 2 s,
 * 4 s … at most a minute); a refusal is left for staff to see and retry. A sender that dies
 * mid-call leaves a lease that runs out, and another instance sends the call again; a
 * repeat counts as done only where its platform says the order already holds that state.
 */
export type OutboxWorkerOptions = {
  db: Database;
  bus: EventBus;
  box: SecretsBox;
  config: Config;
  selfOrigin: SelfOrigin;
  logger: FastifyBaseLogger;
  /** Who records each answer: the orders', the menu's and the store's, given by the app. */
  recorders: OutcomeRecorders;
  /** The publish a menu call sends, read when it is sent (the menu sync's, given by the app). */
  publishOf: (
    call: Pick<PlatformCallRow, "menuPublishId" | "restaurantId" | "platform">,
    origin: string,
  ) => Promise<MenuPublishContext | null>;
  senders?: number;
  /** The longest wait between two tries of one call. */
  maxRetryMs?: number;
  /** How long a sender holds a call before another may take it. */
  leaseMs?: number;
  /** How often an idle sender looks for calls another instance wrote. */
  idlePollMs?: number;
  /** Now, for which calls are due and for leases (tests move it past the undo window). */
  clock?: () => Date;
};

export type OutboxWorker = { start(): void; stop(): Promise<void>; wake(): void };

const STILL_SENT_WHEN_CANCELLED: readonly PlatformCallRow["action"][] = ["deny", "cancel"];

export function createOutboxWorker({
  db,
  bus,
  box,
  config,
  selfOrigin,
  logger,
  recorders,
  publishOf,
  senders = 4,
  maxRetryMs = 60_000,
  leaseMs = 60_000,
  idlePollMs = 2000,
  clock = () => new Date(),
}: OutboxWorkerOptions): OutboxWorker {
  let running = false;
  const loops: Promise<void>[] = [];
  const sleepers = new Set<() => void>();
  let unsubscribe: (() => void) | null = null;

  /**
   * Wakes one idle sender: a call committed needs one. A sender that finds a call wakes
   * the next, so a queue is drained by all of them without every commit waking every one.
   */
  const wake = () => {
    const [resume] = sleepers;
    resume?.();
  };
  const wakeAll = () => {
    for (const resume of [...sleepers]) resume();
  };

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        sleepers.delete(done);
        resolve();
      }
      sleepers.add(done);
    });

  async function send({
    call,
    order,
    settings,
    secretsEncrypted,
  }: ClaimedCall): Promise<CallOutcome> {
    if (call.availabilityChangeId || call.menuPublishId) {
      return sendMenuCall({ call, settings, secretsEncrypted });
    }
    if (!order || !isOrderCall(call)) return sendStoreCall({ call, settings, secretsEncrypted });
    // A cancelled order needs no accept, ready or item change any more: only the
    // restaurant's own refusal or cancellation still goes out.
    if (order.status === "cancelled" && !STILL_SENT_WHEN_CANCELLED.includes(call.action)) {
      return { kind: "done", status: 0, body: null, note: "Not sent: the order was cancelled" };
    }
    try {
      const { status: _status, ...details } = order;
      return await PLATFORM_CLIENTS[call.platform]({
        config,
        origin: selfOrigin(),
        restaurantId: call.restaurantId,
        connection: { settings, secrets: box.open(secretsEncrypted) },
        order: details,
        action: call.action,
        payload: call.payload as CallPayload,
      });
    } catch (error) {
      logger.warn({ err: error, callId: call.id }, "platform call failed before an answer");
      return { kind: "retry", status: null, message: "Could not be reached" };
    }
  }

  /** A pause, a reopening, busy mode or its end, through the platform's store client. */
  async function sendStoreCall({
    call,
    settings,
    secretsEncrypted,
  }: Omit<ClaimedCall, "order">): Promise<CallOutcome> {
    if (!isStorePlatform(call.platform) || !isStoreAction(call.action)) {
      return notApplicable("This channel takes no store calls");
    }
    try {
      return await STORE_CLIENTS[call.platform]({
        config,
        origin: selfOrigin(),
        restaurantId: call.restaurantId,
        connection: { settings, secrets: box.open(secretsEncrypted) },
        action: call.action,
        payload: call.payload as StorePayload,
        now: clock(),
      });
    } catch (error) {
      logger.warn({ err: error, callId: call.id }, "store call failed before an answer");
      return { kind: "retry", status: null, message: "Could not be reached" };
    }
  }

  /** An 86, a return or a publish, through the platform's menu client. */
  async function sendMenuCall({
    call,
    settings,
    secretsEncrypted,
  }: Omit<ClaimedCall, "order">): Promise<CallOutcome> {
    if (!isMenuChannel(call.platform) || !isMenuAction(call.action)) {
      return notApplicable("This channel takes no menu calls");
    }
    try {
      const origin = selfOrigin();
      const publish = await publishOf(call, origin);
      return await MENU_CLIENTS[call.platform]({
        config,
        origin,
        restaurantId: call.restaurantId,
        connection: { settings, secrets: box.open(secretsEncrypted) },
        action: call.action,
        payload: call.payload as MenuPayload,
        publish,
        now: clock(),
      });
    } catch (error) {
      logger.warn({ err: error, callId: call.id }, "menu call failed before an answer");
      return { kind: "retry", status: null, message: "Could not be reached" };
    }
  }

  async function runOnce(): Promise<boolean> {
    const claimed = await claimNextCallWithContext(db, { now: clock(), leaseMs });
    if (!claimed) return false;
    wake();
    const outcome = await send(claimed);
    await recordCallOutcome(
      { db, bus, call: claimed.call, outcome, now: clock(), maxRetryMs },
      recorders,
    );
    return true;
  }

  async function loop() {
    while (running) {
      let worked = false;
      try {
        worked = await runOnce();
      } catch (error) {
        logger.error({ err: error }, "outbox sender failed");
        await sleep(idlePollMs);
      }
      if (!worked && running) await sleep(idlePollMs);
    }
  }

  return {
    start() {
      if (running) return;
      running = true;
      unsubscribe = onOutboxWork(wake);
      for (let index = 0; index < senders; index += 1) loops.push(loop());
    },
    async stop() {
      running = false;
      unsubscribe?.();
      wakeAll();
      await Promise.all(loops.splice(0));
    },
    wake,
  };
}
