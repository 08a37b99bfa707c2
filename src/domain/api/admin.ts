import { z } from "zod";
import { TEAM_ROLES } from "../permissions";
import { emailSchema, passwordSchema, platformFlagsSchema } from "./auth";

/**
 * The admin panel's calls (docs/api.md), shared by the panel's forms and the server routes.
 * Every one of them is for administrators only.
 */

export const OWNERS_PAGE_SIZE = 50;
export const OWNERS_MAX_PAGE_SIZE = 200;
export const NAME_MAX_LENGTH = 100;
/** `GET /api/admin/restaurant-owners` puts the number of matching owners in this header. */
export const TOTAL_COUNT_HEADER = "x-total-count";
/** The word an administrator types before a System Reset. */
export const RESET_CONFIRMATION = "RESET";

/** A restaurant owner as the admin list shows it, plus what the panel needs to act on it. */
export const restaurantOwnerSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  restaurantName: z.string().nullable(),
  active: z.boolean(),
  platformConnections: platformFlagsSchema,
  restaurantId: z.string().nullable(),
  /** The account the owner belongs to (docs/locations.md): its locations, people and devices. */
  accountId: z.string().nullable(),
  /** How many locations the account holds. */
  locations: z.number().int(),
  /** An administrator disabled the account: nobody of it signs in, no device of it works. */
  accountDisabled: z.boolean(),
  /** An owner made by 'Create Test Data'; System Reset removes them. */
  isTestData: z.boolean(),
  createdAt: z.string(),
});
export type RestaurantOwner = z.infer<typeof restaurantOwnerSchema>;

export const listOwnersQuerySchema = z.object({
  search: z.string().trim().max(200, "search can be at most 200 characters").default(""),
  page: z.coerce
    .number("page must be a number")
    .int("page must be a whole number")
    .min(1, "page must be at least 1")
    .default(1),
  pageSize: z.coerce
    .number("pageSize must be a number")
    .int("pageSize must be a whole number")
    .min(1, "pageSize must be at least 1")
    .max(OWNERS_MAX_PAGE_SIZE, `pageSize can be at most ${OWNERS_MAX_PAGE_SIZE}`)
    .default(OWNERS_PAGE_SIZE),
});
export type ListOwnersQuery = z.infer<typeof listOwnersQuerySchema>;

const requiredText = (label: string) =>
  z
    .string(`${label} is required`)
    .trim()
    .min(1, `${label} is required`)
    .max(NAME_MAX_LENGTH, `${label} can be at most ${NAME_MAX_LENGTH} characters`);

export const ownerNameSchema = requiredText("Name");
export const restaurantNameSchema = requiredText("Restaurant name");

/** 'Add Owner': creates the restaurant and its shop_owner with an initial password. */
export const createOwnerInputSchema = z.object({
  name: ownerNameSchema,
  email: emailSchema,
  restaurantName: restaurantNameSchema,
  password: passwordSchema,
});
export type CreateOwnerInput = z.infer<typeof createOwnerInputSchema>;

/** Edit, Activate and Deactivate: any of the fields, at least one. */
export const updateOwnerInputSchema = z
  .object({
    name: ownerNameSchema.optional(),
    email: emailSchema.optional(),
    restaurantName: restaurantNameSchema.optional(),
    active: z.boolean("active must be true or false").optional(),
  })
  .refine((input) => Object.values(input).some((value) => value !== undefined), {
    message: "Nothing to change",
  });
export type UpdateOwnerInput = z.infer<typeof updateOwnerInputSchema>;

export const ownerIdParamsSchema = z.object({
  id: z.uuid("That is not an owner's id"),
});

/** What deleting an owner removed: the owner, their restaurant and all of its data. */
export const deleteOwnerResultSchema = z.object({
  success: z.literal(true),
  removed: z.object({
    restaurantName: z.string().nullable(),
    users: z.number().int(),
    orders: z.number().int(),
  }),
});
export type DeleteOwnerResult = z.infer<typeof deleteOwnerResultSchema>;

export const adminStatsSchema = z.object({
  /** shop_owner accounts, test data included. */
  totalOwners: z.number().int(),
  activeOwners: z.number().int(),
  /** True platform-connection flags across all owners. */
  activeIntegrations: z.number().int(),
  testRestaurants: z.number().int(),
  demoRestaurants: z.number().int(),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

export const testDataResultSchema = z.object({
  success: z.literal(true),
  restaurants: z.array(
    z.object({ id: z.string(), name: z.string(), ownerEmail: z.string(), orders: z.number() }),
  ),
  /** The password every test owner of this batch signs in with; shown once. */
  password: z.string(),
});
export type TestDataResult = z.infer<typeof testDataResultSchema>;

export const systemResetInputSchema = z.object({
  confirm: z.literal(RESET_CONFIRMATION, `Type ${RESET_CONFIRMATION} to confirm`),
});
export type SystemResetInput = z.infer<typeof systemResetInputSchema>;

export const systemResetResultSchema = z.object({
  success: z.literal(true),
  removed: z.object({
    testRestaurants: z.number().int(),
    demoRestaurants: z.number().int(),
    users: z.number().int(),
    orders: z.number().int(),
  }),
});
export type SystemResetResult = z.infer<typeof systemResetResultSchema>;

export const DATABASE_ENGINES = ["PGlite", "PostgreSQL"] as const;

export const systemStatusSchema = z.object({
  /** 'Operational' when every check passes, else 'Degraded' with the reason. */
  status: z.enum(["operational", "degraded"]),
  reason: z.string().nullable(),
  checkedAt: z.string(),
  /** The system version, read from package.json. */
  version: z.string(),
  database: z.object({
    connected: z.boolean(),
    engine: z.enum(DATABASE_ENGINES),
    serverVersion: z.string().nullable(),
    latencyMs: z.number().nullable(),
  }),
  realtime: z.object({ listening: z.boolean(), connectedSockets: z.number().int() }),
  security: z.object({
    authentication: z.string(),
    adminSessionHours: z.number(),
    ownerSessionHours: z.number(),
  }),
});
export type SystemStatus = z.infer<typeof systemStatusSchema>;

export const AUDIT_ACTIONS = [
  "admin.signed_in",
  "owner.created",
  "owner.updated",
  "owner.activated",
  "owner.deactivated",
  "owner.deleted",
  "account.disabled",
  "account.enabled",
  "test_data.created",
  "system.reset",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  actor: z.object({ id: z.string().nullable(), name: z.string(), email: z.string() }),
  action: z.enum(AUDIT_ACTIONS),
  /** A sentence a person reads: "Deactivated Maria Lopez (maria@example.com)". */
  summary: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const AUDIT_LOG_DEFAULT_LIMIT = 50;
export const AUDIT_LOG_MAX_LIMIT = 200;

export const auditLogQuerySchema = z.object({
  limit: z.coerce
    .number("limit must be a number")
    .int("limit must be a whole number")
    .min(1, "limit must be at least 1")
    .max(AUDIT_LOG_MAX_LIMIT, `limit can be at most ${AUDIT_LOG_MAX_LIMIT}`)
    .default(AUDIT_LOG_DEFAULT_LIMIT),
});

export const accountIdParamsSchema = z.object({
  id: z.uuid("That is not an account's id"),
});

/**
 * An account as the admin panel shows it: its locations and brands with their devices, and
 * its people.
 */
export const adminAccountSchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  disabledAt: z.string().nullable(),
  locations: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      /** A brand's location (docs/brands.md); null for a location. */
      kitchenId: z.string().nullable(),
      address: z.string(),
      timezone: z.string(),
      currency: z.string(),
      orders: z.number().int(),
      devices: z.array(
        z.object({
          id: z.string(),
          name: z.string(),
          status: z.enum(["waiting", "paired"]),
          lastSeenAt: z.string().nullable(),
        }),
      ),
    }),
  ),
  people: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      email: z.string(),
      role: z.enum(TEAM_ROLES),
      active: z.boolean(),
      /** Null: every location of the account. */
      locationIds: z.array(z.string()).nullable(),
    }),
  ),
});
export type AdminAccount = z.infer<typeof adminAccountSchema>;

/** PUT /api/admin/accounts/:id/status: disable an account, or enable it again. */
export const accountStatusInputSchema = z.object({
  disabled: z.boolean("Say whether the account is disabled"),
});
export type AccountStatusInput = z.infer<typeof accountStatusInputSchema>;
