import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import type { Database } from "../db/database";
import { SESSION_COOKIE } from "../plugins/session-cookie";
import { createAdmin, signInToken, type TestAccount } from "./auth-helpers";

/** The admin API as one signed-in session calls it. */
export type AdminApi = {
  listOwners(query?: string): Promise<LightMyRequestResponse>;
  createOwner(body: Record<string, unknown>): Promise<LightMyRequestResponse>;
  updateOwner(id: string, body: Record<string, unknown>): Promise<LightMyRequestResponse>;
  deleteOwner(id: string): Promise<LightMyRequestResponse>;
  createTestData(): Promise<LightMyRequestResponse>;
  reset(body?: Record<string, unknown>): Promise<LightMyRequestResponse>;
  systemStatus(): Promise<LightMyRequestResponse>;
  stats(): Promise<LightMyRequestResponse>;
  auditLog(query?: string): Promise<LightMyRequestResponse>;
  account(id: string): Promise<LightMyRequestResponse>;
  setAccountDisabled(id: string, disabled: boolean): Promise<LightMyRequestResponse>;
};

export function adminApi(app: FastifyInstance, token?: string): AdminApi {
  const cookies: Record<string, string> = token ? { [SESSION_COOKIE]: token } : {};
  const owners = "/api/admin/restaurant-owners";
  return {
    listOwners: (query = "") => app.inject({ method: "GET", url: `${owners}${query}`, cookies }),
    createOwner: (payload) => app.inject({ method: "POST", url: owners, cookies, payload }),
    updateOwner: (id, payload) =>
      app.inject({ method: "PATCH", url: `${owners}/${id}`, cookies, payload }),
    deleteOwner: (id) => app.inject({ method: "DELETE", url: `${owners}/${id}`, cookies }),
    createTestData: () =>
      app.inject({ method: "POST", url: "/api/admin/create-test-data", cookies }),
    reset: (payload = { confirm: "RESET" }) =>
      app.inject({ method: "POST", url: "/api/admin/system-reset", cookies, payload }),
    systemStatus: () => app.inject({ method: "GET", url: "/api/admin/system-status", cookies }),
    stats: () => app.inject({ method: "GET", url: "/api/admin/stats", cookies }),
    auditLog: (query = "") =>
      app.inject({ method: "GET", url: `/api/admin/audit-log${query}`, cookies }),
    account: (id) => app.inject({ method: "GET", url: `/api/admin/accounts/${id}`, cookies }),
    setAccountDisabled: (id, disabled) =>
      app.inject({
        method: "PUT",
        url: `/api/admin/accounts/${id}/status`,
        cookies,
        payload: { disabled },
      }),
  };
}

/** A new administrator, signed in to the admin panel. */
export async function createSignedInAdmin(
  app: FastifyInstance,
  db: Database,
): Promise<{ account: TestAccount; token: string; api: AdminApi }> {
  const account = await createAdmin(db);
  const token = await signInToken(app, { ...account, url: "/api/admin/login" });
  return { account, token, api: adminApi(app, token) };
}

/** A valid 'Add Owner' body with an address no other test uses. */
export function newOwnerInput(overrides: Record<string, unknown> = {}) {
  const id = Math.random().toString(36).slice(2, 8);
  return {
    name: "Maria Lopez",
    email: `maria-${id}@example.com`,
    restaurantName: `Casa Lopez ${id}`,
    password: "taco-tuesday",
    ...overrides,
  };
}
