import { z } from "zod";
import { orderStatusSchema } from "./order";

/**
 * The real-time messages, shared by the server's hub and the client's listener. The server
 * sends NEW_ORDER, ORDER_STATUS_CHANGED, ORDER_UPDATED, ORDER_PLATFORM_UPDATED,
 * STORE_STATUS_CHANGED, MENU_CHANGED, PRINTERS_CHANGED and PONG; the client sends PING.
 * NEW_ORDER carries the order's status: only an order that arrives (or is released) as
 * `new` is announced with the new-order toast; a held one is listed quietly. ORDER_UPDATED
 * says a platform changed an order's contents (decision 097); ORDER_PLATFORM_UPDATED that
 * what the platform has been told changed ("Sending…", "Accepted on Uber Eats").
 */
export const orderSummarySchema = z.object({
  id: z.string(),
  orderNumber: z.string(),
  status: orderStatusSchema,
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const orderMessageSchema = z.object({
  type: z.enum(["NEW_ORDER", "ORDER_STATUS_CHANGED", "ORDER_UPDATED", "ORDER_PLATFORM_UPDATED"]),
  order: orderSummarySchema,
});
export type OrderMessage = z.infer<typeof orderMessageSchema>;

/**
 * A restaurant's store controls changed: a pause or busy spell, or a platform's answer;
 * `notice` says what OrderDock did by itself (the kitchen's load slowed the marketplaces),
 * for a toast on every screen.
 */
export const storeMessageSchema = z.object({
  type: z.literal("STORE_STATUS_CHANGED"),
  notice: z.string().optional(),
});
export type StoreMessage = z.infer<typeof storeMessageSchema>;

/** A marketplace answered an 86, a return or a publish of the menu. */
export const menuMessageSchema = z.object({ type: z.literal("MENU_CHANGED") });
export type MenuMessage = z.infer<typeof menuMessageSchema>;

/** A printer went offline or came back, reported its paper or cover, or got or printed jobs. */
export const printersMessageSchema = z.object({ type: z.literal("PRINTERS_CHANGED") });
export type PrintersMessage = z.infer<typeof printersMessageSchema>;

/** The restaurant's team changed: a role, a person joining or leaving. */
export const peopleMessageSchema = z.object({ type: z.literal("PEOPLE_CHANGED") });
export type PeopleMessage = z.infer<typeof peopleMessageSchema>;

export type ServerMessage =
  | OrderMessage
  | StoreMessage
  | MenuMessage
  | PrintersMessage
  | PeopleMessage
  | { type: "PONG" };
export type ClientMessage = { type: "PING" };

/** The close code for a socket opened without a valid session. */
export const CLOSE_UNAUTHORIZED = 4401;
/** A session without a restaurant (an administrator) has no room to join. */
export const CLOSE_FORBIDDEN = 4403;
/** The server stopped hearing from the socket (no PING for too long). */
export const CLOSE_IDLE = 4408;
/** The server lost its event feed for a moment: reconnect and reload what was missed. */
export const CLOSE_RESYNC = 4409;
/**
 * Too much: more messages than a client sends (it PINGs every 15 s), or more open sockets
 * for one session than tabs a person keeps. The client retries later, with its backoff.
 */
export const CLOSE_TOO_MANY = 4429;
