import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { SESSION_COOKIE } from "../plugins/session-cookie";

/** The Menu Manager's API as one signed-in session calls it. */
export function menuApi(app: FastifyInstance, token: string) {
  const cookies = { [SESSION_COOKIE]: token };
  const call = (
    method: "GET" | "POST" | "PATCH" | "PUT" | "DELETE",
    url: string,
    payload?: unknown,
  ) =>
    app.inject({
      method,
      url,
      cookies,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  return {
    get: () => call("GET", "/api/menu"),
    addCategory: (name: string) => call("POST", "/api/menu/categories", { name }),
    renameCategory: (id: string, name: string) =>
      call("PATCH", `/api/menu/categories/${id}`, { name }),
    deleteCategory: (id: string) => call("DELETE", `/api/menu/categories/${id}`),
    orderCategories: (ids: string[]) => call("PUT", "/api/menu/categories/order", { ids }),
    orderItems: (categoryId: string, ids: string[]) =>
      call("PUT", `/api/menu/categories/${categoryId}/items/order`, { ids }),
    addItem: (item: Record<string, unknown>) => call("POST", "/api/menu/items", item),
    editItem: (id: string, changes: Record<string, unknown>) =>
      call("PATCH", `/api/menu/items/${id}`, changes),
    deleteItem: (id: string) => call("DELETE", `/api/menu/items/${id}`),
    duplicateItem: (id: string) => call("POST", `/api/menu/items/${id}/duplicate`),
    setAvailability: (id: string, availability: string) =>
      call("PUT", `/api/menu/items/${id}/availability`, { availability }),
    addGroup: (group: Record<string, unknown>) => call("POST", "/api/menu/modifier-groups", group),
    replaceGroup: (id: string, group: Record<string, unknown>) =>
      call("PUT", `/api/menu/modifier-groups/${id}`, group),
    deleteGroup: (id: string) => call("DELETE", `/api/menu/modifier-groups/${id}`),
    duplicateGroup: (id: string) => call("POST", `/api/menu/modifier-groups/${id}/duplicate`),
    exportMenu: () => call("GET", "/api/menu/export"),
    importMenu: (document: unknown) => call("POST", "/api/menu/import", document),
  };
}

export type MenuApi = ReturnType<typeof menuApi>;

/** A 201's body, or the failure in the test's message. */
export function created<T = Record<string, unknown>>(response: LightMyRequestResponse): T {
  if (response.statusCode !== 201) {
    throw new Error(`expected 201, got ${response.statusCode} ${response.body}`);
  }
  return response.json() as T;
}

export const SIZE_GROUP = {
  name: "Size",
  isRequired: true,
  minSelections: 1,
  maxSelections: 1,
  options: [
    { name: "Regular", price: 0 },
    { name: "Large", price: 2.5 },
  ],
};
