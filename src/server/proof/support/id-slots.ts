import { paramNamesOf, routeName, type TestRoute } from "../../test/route-table";
import { fieldsOf, toJsonSchema } from "./schema-sample";

/**
 * Which record each id a route takes names: its path parameters, and the id fields of its
 * query and body. Both proofs fill them from the restaurants they built (restaurant-world.ts):
 * the fuzzer with real and invented ids, the isolation proof with the other restaurant's.
 * A route whose id matches no rule here fails `idSlotsOf`, so no id goes unchecked.
 */
export const FIXTURE_KINDS = [
  "restaurant",
  "user",
  "order",
  "orderEvent",
  "orderLine",
  "menuCategory",
  "menuItem",
  "modifierGroup",
  "modifierOption",
  "webhookDelivery",
  "twinOrder",
  "websiteOrderKey",
  "uberStore",
  "storeCall",
  "menuCall",
  "menuPublish",
  "feedToken",
  "twinMenu",
  "twinJob",
  "printer",
  "pushDevice",
  "teammate",
  "invitation",
  "device",
  "location",
  "account",
] as const;
export type FixtureKind = (typeof FIXTURE_KINDS)[number];

/** Path parameters that name no record: filled with a value of their own kind. */
export const NOT_IDS = ["platform", "version", "*"] as const;
export type NotAnId = (typeof NOT_IDS)[number];

type Rule = { url: RegExp; name: string; kind: FixtureKind };

const PATH_RULES: readonly Rule[] = [
  { url: /^\/api\/orders\/:id\b/, name: "id", kind: "order" },
  { url: /^\/api\/menu\/categories\/:id\b/, name: "id", kind: "menuCategory" },
  { url: /^\/api\/menu\/items\/:id\b/, name: "id", kind: "menuItem" },
  { url: /^\/api\/menu\/modifier-groups\/:id\b/, name: "id", kind: "modifierGroup" },
  { url: /^\/api\/admin\/restaurant-owners\/:id$/, name: "id", kind: "user" },
  { url: /^\/api\/admin\/accounts\/:id\b/, name: "id", kind: "account" },
  { url: /^\/api\/users\/:id\//, name: "id", kind: "user" },
  { url: /\/deliveries\/:id\b/, name: "id", kind: "webhookDelivery" },
  { url: /^\/api\/store\/calls\/:callId\//, name: "callId", kind: "storeCall" },
  { url: /^\/api\/menu\/calls\/:callId\//, name: "callId", kind: "menuCall" },
  {
    url: /^\/api\/menu\/modifier-groups\/:id\/options\/:optionId\//,
    name: "optionId",
    kind: "modifierOption",
  },
  { url: /^\/feeds\/grubhub\/menus\/:publishId\//, name: "publishId", kind: "menuPublish" },
  { url: /^\/feeds\/grubhub\/menus\/:publishId\/:token$/, name: "token", kind: "feedToken" },
  { url: /\/:restaurantId\b/, name: "restaurantId", kind: "restaurant" },
  // Grubhub's merchant is the restaurant: OrderDock gives its id as the merchant id.
  { url: /\/merchant\/:merchantId\//, name: "merchantId", kind: "restaurant" },
  { url: /^\/sandbox\/\w+\//, name: "orderId", kind: "twinOrder" },
  // The twins' store calls: DoorDash's location is the restaurant, Uber's store the one it granted.
  {
    url: /^\/sandbox\/doordash\/.*\/stores\/:locationId\//,
    name: "locationId",
    kind: "restaurant",
  },
  { url: /^\/sandbox\/ubereats\/.*\/stores?\/:storeId\//, name: "storeId", kind: "uberStore" },
  // The twins' menu calls name OrderDock's own items, and the menu and job the twin made.
  { url: /^\/sandbox\/ubereats\/.*\/items\/:itemId$/, name: "itemId", kind: "menuItem" },
  { url: /^\/sandbox\/doordash\/.*\/menus\/:menuId$/, name: "menuId", kind: "twinMenu" },
  { url: /^\/sandbox\/grubhub\/.*\/jobs\/:jobId$/, name: "jobId", kind: "twinJob" },
  { url: /^\/api\/printers\/:id\b/, name: "id", kind: "printer" },
  // A printer's own calls name it in their address.
  { url: /^\/printers\/(star|epson)\/:printerId$/, name: "printerId", kind: "printer" },
  { url: /^\/api\/push\/subscriptions\/:id\b/, name: "id", kind: "pushDevice" },
  { url: /^\/api\/people\/invitations\/:id$/, name: "id", kind: "invitation" },
  { url: /^\/api\/people\/:id$/, name: "id", kind: "teammate" },
  { url: /^\/api\/devices\/:id\b/, name: "id", kind: "device" },
];

const FIELD_RULES: readonly Rule[] = [
  { url: /^\/api\/menu\/categories\/order$/, name: "ids", kind: "menuCategory" },
  { url: /^\/api\/menu\/categories\/:id\/items\/order$/, name: "ids", kind: "menuItem" },
  { url: /^\/api\/menu\//, name: "categoryId", kind: "menuCategory" },
  { url: /^\/api\/menu\//, name: "modifierGroupIds", kind: "modifierGroup" },
  // A modifier group's options keep their ids when the group is saved again.
  { url: /^\/api\/menu\/modifier-groups\b/, name: "id", kind: "modifierOption" },
  { url: /^\/api\/orders\/:id\//, name: "eventId", kind: "orderEvent" },
  { url: /^\/api\/orders\/:id\//, name: "lineId", kind: "orderLine" },
  { url: /^\/api\/public\/restaurants\/:restaurantId\/orders$/, name: "itemId", kind: "menuItem" },
  {
    url: /^\/api\/public\/restaurants\/:restaurantId\/orders$/,
    name: "optionIds",
    kind: "modifierOption",
  },
  {
    url: /^\/api\/public\/restaurants\/:restaurantId\/orders$/,
    name: "clientOrderId",
    kind: "websiteOrderKey",
  },
  { url: /\/deliveries$/, name: "before", kind: "webhookDelivery" },
  { url: /^\/api\/orders\/:id\/print$/, name: "printerId", kind: "printer" },
  { url: /^\/api\/printers\b/, name: "backupPrinterId", kind: "printer" },
  // The person who enters their PIN on a kitchen device.
  { url: /^\/api\/device\/identify$/, name: "personId", kind: "teammate" },
  // A location of the account: where a person works, where a browser works, a menu's source.
  { url: /^\/api\/people\b/, name: "locationIds", kind: "location" },
  { url: /^\/api\/session\/location$/, name: "locationId", kind: "location" },
  { url: /^\/api\/menu\/copy$/, name: "fromLocationId", kind: "location" },
  // The Uber Eats store an owner picks to activate: one Uber listed for that owner.
  { url: /^\/api\/platforms\/ubereats\/stores\/activate$/, name: "storeId", kind: "uberStore" },
];

export type IdSlot = {
  where: "path" | "query" | "body";
  /** The field's place: a parameter's name, or a path into the query or body. */
  path: string[];
  name: string;
  kind: FixtureKind;
  isArray: boolean;
};

/** Fields named like ids that name no record of OrderDock's, with what they name. */
const FOREIGN_ID_FIELDS: Readonly<Record<string, string>> = {
  placeId: "a Google Maps place, the customer's delivery address",
};

/** A field that holds an id: named like one, or a UUID by its schema. */
const looksLikeId = (name: string, isUuid: boolean) =>
  !(name in FOREIGN_ID_FIELDS) && (isUuid || /^(id|ids)$|Ids?$/.test(name));

const slotsOfRoute = new WeakMap<TestRoute, IdSlot[]>();

/** Every id the route takes, with the record it names. Throws for an id no rule covers. */
export function idSlotsOf(route: TestRoute): IdSlot[] {
  const known = slotsOfRoute.get(route);
  if (known) return known;
  const slots: IdSlot[] = [];
  const unknown: string[] = [];
  for (const name of paramNamesOf(route.url)) {
    if ((NOT_IDS as readonly string[]).includes(name)) continue;
    const rule = PATH_RULES.find(
      (candidate) => candidate.name === name && candidate.url.test(route.url),
    );
    if (rule) slots.push({ where: "path", path: [name], name, kind: rule.kind, isArray: false });
    else unknown.push(`path parameter :${name}`);
  }
  for (const where of ["query", "body"] as const) {
    const schema = where === "query" ? route.querystring : route.body;
    if (!schema) continue;
    for (const field of fieldsOf(toJsonSchema(schema))) {
      if (!looksLikeId(field.name, field.isUuid)) continue;
      const rule = FIELD_RULES.find(
        (candidate) => candidate.name === field.name && candidate.url.test(route.url),
      );
      if (rule)
        slots.push({
          where,
          path: field.path,
          name: field.name,
          kind: rule.kind,
          isArray: field.isArray,
        });
      else unknown.push(`${where} field ${field.path.join(".")}`);
    }
  }
  if (unknown.length > 0) {
    throw new Error(
      `${routeName(route)}: no fixture id for ${unknown.join(", ")}; add a rule to id-slots.ts and give restaurant-world.ts a record of that kind`,
    );
  }
  slotsOfRoute.set(route, slots);
  return slots;
}

/** The kind of a path parameter, id or not. */
export function paramKind(route: TestRoute, name: string): FixtureKind | NotAnId {
  if ((NOT_IDS as readonly string[]).includes(name)) return name as NotAnId;
  const slot = idSlotsOf(route).find(
    (candidate) => candidate.where === "path" && candidate.name === name,
  );
  if (!slot) throw new Error(`${routeName(route)}: no kind for :${name}`);
  return slot.kind;
}
