import { createHttpClient } from "./http-client";

/** The seeded development owner (NODE_ENV=development) of Golden Fork Bistro. */
export const OWNER = { email: "owner@orderdock.app", password: "owner123" };

/** Signs the owner in and returns the Cookie header that carries the session. */
export async function signInOwner(baseUrl: string): Promise<string> {
  const client = createHttpClient(baseUrl);
  try {
    const reply = await client.request("POST", "/api/auth/login", OWNER);
    if (reply.status !== 200) throw new Error(`login: ${reply.status} ${reply.body}`);
    const setCookie = reply.headers["set-cookie"] ?? [];
    const session = setCookie
      .map((line) => line.split(";")[0])
      .find((pair) => pair?.startsWith("od_session="));
    if (!session) throw new Error("login set no od_session cookie");
    return session;
  } finally {
    client.close();
  }
}
