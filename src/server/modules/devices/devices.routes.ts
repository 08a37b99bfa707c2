import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { currentUserSchema } from "../../../domain/api/auth";
import {
  addDeviceInputSchema,
  DEVICE_MESSAGES,
  devicePeopleSchema,
  deviceSchema,
  devicesSchema,
  identifyInputSchema,
  operatorSchema,
  pairInputSchema,
  pairingCodeSchema,
  setPinInputSchema,
  setPinOnDeviceInputSchema,
  updateDeviceInputSchema,
} from "../../../domain/api/devices";
import { CURRENT_PASSWORD_WRONG } from "../../../domain/api/settings";
import type { Database } from "../../db/database";
import { unauthorized, validationFailed } from "../../errors";
import type { EventBus } from "../../events/event-bus";
import { verifyPassword } from "../../lib/password";
import { actorOf, personOf, restaurantOf, sessionOf } from "../../plugins/session";
import { setSessionCookie } from "../../plugins/session-cookie";
import { recordActivity } from "../activity/activity.service";
import { noteActivitySubject } from "../activity/activity-log";
import { checkCredentials, signOut } from "../auth/auth.service";
import { clientInfo } from "../auth/client-info";
import { findUserById } from "../auth/users.repository";
import { getCurrentUser } from "../platforms/current-user";
import { findPersonAt } from "./devices.repository";
import {
  addDevice,
  changeDevice,
  deviceActor,
  deviceSession,
  getDevices,
  pairDevice,
  removeDevice,
  renewCode,
} from "./devices.service";
import { identify, peopleOnDevice, setPin } from "./pins.service";

export type DeviceRoutesOptions = {
  db: Database;
  bus: EventBus;
  secret: string;
  clock?: () => Date;
};

const idParams = z.object({ id: z.string().max(100) });
const messageResponse = z.object({ message: z.string() });

/**
 * Kitchen devices (docs/devices.md, docs/api.md): Settings → Devices for the owner, pairing at
 * /device, and what a paired device asks (its people, a PIN). Who may call each is in the
 * permission table; the device's own calls need a device's session.
 */
export function deviceRoutes({
  db,
  bus,
  secret,
  clock = () => new Date(),
}: DeviceRoutesOptions): FastifyPluginAsyncZod {
  const scopeOf = async (request: Parameters<typeof restaurantOf>[0]) => ({
    db,
    bus,
    now: clock(),
    ...(await personOf(request)),
  });
  return async (app) => {
    app.get("/api/devices", { schema: { response: { 200: devicesSchema } } }, async (request) => ({
      devices: await getDevices(await scopeOf(request)),
    }));

    app.post(
      "/api/devices",
      { schema: { body: addDeviceInputSchema, response: { 201: pairingCodeSchema } } },
      async (request, reply) => {
        const scope = await scopeOf(request);
        const added = await addDevice(scope, { name: request.body.name, createdBy: scope.userId });
        return reply.status(201).send(added);
      },
    );

    app.patch(
      "/api/devices/:id",
      {
        schema: {
          params: idParams,
          body: updateDeviceInputSchema,
          response: { 200: deviceSchema },
        },
      },
      async (request) => changeDevice(await scopeOf(request), request.params.id, request.body),
    );

    app.post(
      "/api/devices/:id/code",
      { schema: { params: idParams, response: { 200: pairingCodeSchema } } },
      async (request) => renewCode(await scopeOf(request), request.params.id),
    );

    app.delete("/api/devices/:id", { schema: { params: idParams } }, async (request, reply) => {
      const removed = await removeDevice(await scopeOf(request), request.params.id);
      noteActivitySubject(request, removed.name);
      return reply.status(204).send();
    });

    // A code is 30^8 guesses and works 10 minutes: a few tries a minute from an address
    // is plenty for a person typing it, and nothing for someone guessing.
    app.post(
      "/api/device/pair",
      {
        config: { rateLimit: { max: 10, timeWindow: 60_000 } },
        schema: { body: pairInputSchema, response: { 200: currentUserSchema } },
      },
      async (request, reply) => {
        const now = clock();
        const paired = await pairDevice({ db, secret, code: request.body.code, now });
        // The browser was someone's, or another device's: that session ends here, not only
        // its cookie.
        const previous = await request.getSession().catch(() => null);
        if (previous?.device && previous.user.restaurantId) {
          await removeDevice(
            { db, bus, restaurantId: previous.user.restaurantId, now },
            previous.id,
          );
        } else if (previous) {
          await signOut({ db, bus, sessionId: previous.id });
        }
        setSessionCookie(request, reply, paired);
        await recordActivity(db, {
          restaurantId: paired.device.restaurantId,
          kind: "devices",
          action: "Paired a device",
          subject: paired.device.name,
          actor: deviceActor(paired.device),
        });
        const session = deviceSession(paired.device);
        return getCurrentUser(db, session.user, session.device);
      },
    );

    app.get(
      "/api/device/people",
      { schema: { response: { 200: devicePeopleSchema } } },
      async (request) => {
        const { restaurantId } = await restaurantOf(request);
        return { people: await peopleOnDevice(db, restaurantId) };
      },
    );

    app.post(
      "/api/device/identify",
      { schema: { body: identifyInputSchema, response: { 200: operatorSchema } } },
      async (request) => {
        const session = await sessionOf(request);
        const { restaurantId } = await restaurantOf(request);
        if (!session.device) throw unauthorized(DEVICE_MESSAGES.devicesOnly);
        return identify(
          { db, secret, device: session.device, restaurantId },
          { ...request.body, now: clock() },
        );
      },
    );

    // A person without a PIN yet sets it on the device with their email and password,
    // under the same limits as signing in.
    app.post(
      "/api/device/pin",
      {
        config: { rateLimit: { max: 10, timeWindow: 60_000 } },
        schema: { body: setPinOnDeviceInputSchema, response: { 200: messageResponse } },
      },
      async (request) => {
        const { restaurantId } = await restaurantOf(request);
        const user = await checkCredentials({
          db,
          email: request.body.email,
          password: request.body.password,
          client: clientInfo(request),
          device: null,
          now: clock(),
        });
        if (!(await findPersonAt(db, { userId: user.id, restaurantId }))) {
          throw unauthorized(DEVICE_MESSAGES.notOnTeam, "NOT_ON_TEAM");
        }
        await setPin(db, user, request.body.pin);
        await recordActivity(db, {
          restaurantId,
          kind: "people",
          action: "Set their PIN",
          subject: null,
          actor: { ...actorOf(await sessionOf(request)), userId: user.id, userName: user.name },
        });
        return { message: DEVICE_MESSAGES.pinSet };
      },
    );

    app.put(
      "/api/account/pin",
      {
        config: { rateLimit: { max: 10, timeWindow: 60_000 } },
        schema: { body: setPinInputSchema, response: { 200: messageResponse } },
      },
      async (request) => {
        const { userId, restaurantId } = await personOf(request);
        const user = await findUserById(db, userId);
        if (!user || !(await verifyPassword(user.passwordHash, request.body.currentPassword))) {
          throw validationFailed([{ path: ["currentPassword"], message: CURRENT_PASSWORD_WRONG }]);
        }
        await setPin(db, user, request.body.pin);
        await recordActivity(db, {
          restaurantId,
          kind: "people",
          action: "Set their PIN",
          subject: null,
          actor: actorOf(await sessionOf(request)),
        });
        return { message: DEVICE_MESSAGES.pinSet };
      },
    );
  };
}
