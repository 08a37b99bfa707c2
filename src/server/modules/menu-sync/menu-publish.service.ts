import {
  MAX_LISTED_CHANGES,
  type PublishChannel,
  type PublishState,
  type PublishStatus,
} from "../../../domain/api/menu-publish";
import {
  countSnapshot,
  describeMenuChange,
  diffMenus,
  type MenuSnapshot,
} from "../../../domain/menu-snapshot";
import type { Database } from "../../db/database";
import { conflict } from "../../errors";
import type { EventBus } from "../../events/event-bus";
import { connectedMenuChannels } from "../menu/availability-changes.repository";
import { menuChanged } from "../menu/menu-events";
import { signalOutboxWork } from "../platform-calls/outbox-signal";
import { insertPlatformCall } from "../platform-calls/platform-calls.repository";
import {
  findLatestPublish,
  insertPublish,
  listConfirmedPublishes,
  listLatestPublishCalls,
  type PublishCallRow,
} from "./menu-publishes.repository";
import { buildMenuSnapshot } from "./menu-snapshot";

/**
 * Menu publish (docs/menu-sync.md): "Publish menu" keeps the Menu Manager's menu as it is now
 * and sends it to every connected marketplace through the outbox, each in its own format.
 * The status says, per channel, how the newest publish went and what a publish now would
 * change there (since the menu it last confirmed), and what changed since the last publish.
 */
type Scope = { db: Database; bus?: EventBus; restaurantId: string; now?: Date };

export async function publishMenu({
  userId = null,
  ...scope
}: Scope & { userId?: string | null }): Promise<PublishStatus> {
  const { db, restaurantId } = scope;
  const now = scope.now ?? new Date();
  await db.transaction(async (tx) => {
    const channels = await connectedMenuChannels(tx, restaurantId);
    if (channels.length === 0) {
      throw conflict(
        "Connect Uber Eats, DoorDash or Grubhub to publish your menu",
        "NO_MARKETPLACE",
      );
    }
    const snapshot = await buildMenuSnapshot(tx, restaurantId, now);
    if (countSnapshot(snapshot).items === 0) {
      throw conflict("Add at least one item before publishing the menu", "MENU_EMPTY");
    }
    const publish = await insertPublish(tx, { restaurantId, snapshot, createdBy: userId, at: now });
    for (const platform of channels) {
      await insertPlatformCall(tx, {
        restaurantId,
        menuPublishId: publish.id,
        platform,
        action: "publish_menu",
        payload: {},
        at: now,
      });
    }
    await scope.bus?.publish(tx, menuChanged, { restaurantId });
  });
  signalOutboxWork();
  return getPublishStatus({ ...scope, now });
}

export async function getPublishStatus(scope: Scope): Promise<PublishStatus> {
  const { db, restaurantId } = scope;
  const now = scope.now ?? new Date();
  const [channels, current, latest, latestCalls, confirmed] = await Promise.all([
    connectedMenuChannels(db, restaurantId),
    buildMenuSnapshot(db, restaurantId, now),
    findLatestPublish(db, restaurantId),
    listLatestPublishCalls(db, restaurantId),
    listConfirmedPublishes(db, restaurantId),
  ]);
  const sinceLast = latest ? listChanges(latest.snapshot, current) : { changes: [], more: 0 };
  return {
    channels: channels.map((channel): PublishChannel => {
      const newest = latestCalls.find(({ call }) => call.platform === channel);
      const confirmedPublish = confirmed.get(channel) ?? null;
      const { changes, more } = listChanges(confirmedPublish?.snapshot ?? null, current);
      return {
        channel,
        latest: newest
          ? {
              callId: newest.call.id,
              state: publishStateOf(newest.call),
              message: newest.call.message,
              at: (newest.call.finishedAt ?? newest.call.createdAt).toISOString(),
            }
          : null,
        confirmedAt: confirmedPublish?.createdAt.toISOString() ?? null,
        changes,
        moreChanges: more,
      };
    }),
    lastPublishedAt: latest?.createdAt.toISOString() ?? null,
    changedSinceLastPublish: sinceLast.changes,
    moreChangedSinceLastPublish: sinceLast.more,
  };
}

function listChanges(before: MenuSnapshot | null, after: MenuSnapshot) {
  const all = diffMenus(before, after).map(describeMenuChange);
  return {
    changes: all.slice(0, MAX_LISTED_CHANGES),
    more: Math.max(0, all.length - MAX_LISTED_CHANGES),
  };
}

/**
 * A channel's newest publish call as staff read it: the publish being sent or refused; then
 * the platform loading it in the background (the look at how it ends, waiting or retrying),
 * done or refused.
 */
function publishStateOf(call: PublishCallRow): PublishState {
  if (call.state === "failed") return "failed";
  if (call.state === "done") return "done";
  return call.action === "publish_menu" ? "sending" : "processing";
}
