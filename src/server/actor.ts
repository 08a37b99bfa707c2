/**
 * Who acts, for the records that say who did what: the person (signed in, or identified by
 * PIN on a kitchen device) and the device, either of which may be absent, with their names as
 * they are now. Records keep the names: a person may leave the team, a device be removed.
 */
export type Actor = {
  userId: string | null;
  userName: string | null;
  deviceId: string | null;
  deviceName: string | null;
};

/** The columns of a record that say who did it, from an actor. */
export function actorColumns(actor: Actor) {
  return {
    actorUserId: actor.userId,
    actorDeviceId: actor.deviceId,
    actorName: actor.userName,
    deviceName: actor.deviceName,
  };
}
