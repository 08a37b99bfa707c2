import type { ConnectionDetails } from "../../domain/api/platform-connections";
import type { Platform } from "../../domain/platforms";
import type { KeyedPlatform } from "./webhook-helpers";

/**
 * Test support: a restaurant set up on a running server the way people do it, over HTTP.
 * The administrator adds an owner; the owner saves the keyed platforms' secrets and
 * connects Uber Eats through its sandbox's consent page and activates the store it chose. What comes back is what each
 * platform then knows: where to send the restaurant's webhooks, and Uber's store id.
 */
export type ConnectOverHttpOptions = {
  origin: string;
  admin: { email: string; password: string };
  secrets: Record<KeyedPlatform, string>;
};

export type ConnectedRestaurant = {
  restaurantId: string;
  /** The store Uber granted: its webhooks name it in `meta.user_id`. */
  uberStoreId: string;
  /** Each platform's webhook path, as the connections screen shows it. */
  webhookPaths: Partial<Record<Platform, string>>;
};

const OWNER = {
  name: "Casey Crash",
  email: "casey@crash.example",
  restaurantName: "Crash Test Kitchen",
  password: "crash-test-owner",
};

export async function connectRestaurantOverHttp(
  options: ConnectOverHttpOptions,
): Promise<ConnectedRestaurant> {
  const { origin } = options;
  const call = async (url: string, init: RequestInit & { cookie?: string } = {}) => {
    const response = await fetch(new URL(url, origin), {
      ...init,
      redirect: "manual",
      headers: {
        origin,
        ...(init.body && { "content-type": "application/json" }),
        ...(init.cookie && { cookie: init.cookie }),
      },
    });
    if (response.status >= 400) {
      throw new Error(
        `${init.method ?? "GET"} ${url}: ${response.status} ${await response.text()}`,
      );
    }
    return response;
  };
  const signIn = async (url: string, credentials: { email: string; password: string }) => {
    const response = await call(url, { method: "POST", body: JSON.stringify(credentials) });
    const { user } = (await response.json()) as {
      user: { id: string; restaurant: { id: string } | null };
    };
    const cookie = (response.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    return { userId: user.id, restaurantId: user.restaurant?.id ?? "", cookie };
  };

  const admin = await signIn("/api/admin/login", options.admin);
  await call("/api/admin/restaurant-owners", {
    method: "POST",
    cookie: admin.cookie,
    body: JSON.stringify(OWNER),
  });
  const owner = await signIn("/api/auth/login", OWNER);
  for (const [platform, secret] of Object.entries(options.secrets)) {
    const key = platform === "woocommerce" ? "consumerSecret" : "apiKey";
    await call(`/api/users/${owner.userId}/platform-connections`, {
      method: "POST",
      cookie: owner.cookie,
      body: JSON.stringify({ platform, connected: true, [key]: secret }),
    });
  }

  const uberStoreId = await connectUberEats(call, owner.cookie);
  const listed = await call("/api/platform-connections", { cookie: owner.cookie });
  const { connections } = (await listed.json()) as { connections: ConnectionDetails[] };
  return {
    restaurantId: owner.restaurantId,
    uberStoreId,
    webhookPaths: Object.fromEntries(
      connections.flatMap((connection) =>
        connection.connected && connection.webhookUrl
          ? [[connection.platform, new URL(connection.webhookUrl).pathname]]
          : [],
      ),
    ),
  };
}

type Call = (url: string, init?: RequestInit & { cookie?: string }) => Promise<Response>;

/** The owner's browser through Uber's consent, then the store chosen and activated. */
async function connectUberEats(call: Call, cookie: string) {
  const started = await call("/api/platforms/ubereats/connect", { method: "POST", cookie });
  const { authUrl } = (await started.json()) as { authUrl: string };
  const page = await (await call(authUrl)).text();
  const approve = /href="([^"]+)">Authorize</.exec(page)?.[1]?.replaceAll("&#38;", "&");
  if (!approve) throw new Error(`no Authorize link on Uber's consent page:\n${page}`);
  const approved = await call(approve);
  const callback = approved.headers.get("location") ?? "";
  const back = await call(callback, { cookie });
  if (!back.headers.get("location")?.endsWith("choose=1")) {
    throw new Error(`Uber Eats did not list the stores: ${back.headers.get("location")}`);
  }
  const listed = await call("/api/platforms/ubereats/stores", { cookie });
  const { choices } = (await listed.json()) as { choices: Array<{ storeId: string }> };
  const storeId = choices[0]?.storeId;
  if (!storeId) throw new Error("Uber Eats listed no store to choose");
  const activated = await call("/api/platforms/ubereats/stores/activate", {
    method: "POST",
    cookie,
    body: JSON.stringify({ storeId }),
  });
  if (!activated.ok) throw new Error(`Uber Eats did not activate: ${await activated.text()}`);
  return storeId;
}
