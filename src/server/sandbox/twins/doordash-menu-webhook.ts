import { signingKeys, type TwinContext, TwinNotConnectedError } from "./twin.service";
import { pause } from "./twin-menu-endpoints";
import { deliverWebhook } from "./twin-webhooks";

/**
 * DoorDash's Menu Status webhook: once it has processed a menu sent by `POST`/`PATCH
 * /api/v1/menus`, DoorDash tells the restaurant how it went at the URL the Menu Status
 * subscription names, with the bearer token the restaurant gave it, as it sends its order
 * webhooks. The twin sends `{event: {type: MenuCreate | MenuUpdate, status: SUCCESS,
 * reference}, store: {merchant_supplied_id}, menu: {id}}` to OrderDock's DoorDash receiver
 * a moment after answering (it took the menu at once). OrderDock not answering, or answering
 * 5xx, is tried again twice; an answer it gave (even a refusal) ends it. The webhook is not
 * kept across a restart: one still waiting when the app closes is not sent.
 */
export type MenuStatus = {
  restaurantId: string;
  storeId: string;
  reference: string;
  menuId: string;
  type: "MenuCreate" | "MenuUpdate";
};

/** The waits before each try: DoorDash "processing" the menu, then two more goes. */
const WAITS_MS = [1_000, 5_000, 30_000] as const;

export async function sendMenuStatus(
  context: TwinContext,
  status: MenuStatus,
  signal: AbortSignal,
): Promise<void> {
  let secret: string;
  try {
    ({ secret } = await signingKeys(context, status.restaurantId, "doordash"));
  } catch (error) {
    // DoorDash disconnected meanwhile: there is no one to tell.
    if (error instanceof TwinNotConnectedError) return;
    throw error;
  }
  const body = JSON.stringify({
    event: { type: status.type, status: "SUCCESS", reference: status.reference },
    store: { merchant_supplied_id: status.storeId },
    menu: { id: status.menuId },
  });
  const webhook = {
    path: `/webhooks/doordash/${status.restaurantId}`,
    body,
    headers: { "content-type": "application/json", authorization: `Bearer ${secret}` },
  };
  let last = "";
  for (const wait of WAITS_MS) {
    if (!(await pause(wait, signal))) return;
    const result = await deliverWebhook(context.origin(), webhook);
    if (result.status !== null && result.status < 500) return;
    last = `${result.status ?? "no answer"}: ${result.answer}`;
  }
  throw new Error(`OrderDock did not take DoorDash's menu status webhook (${last})`);
}
