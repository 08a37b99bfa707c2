import type { TwinPlatform } from "../../src/server/lib/sandbox-credentials";
import { TWIN_PATHS } from "../../src/server/lib/sandbox-credentials";

/**
 * `npm run simulate` through the platform twins: signs in as the restaurant's owner and
 * places orders from the twin's console, as a customer of the platform would. The twin
 * keeps each order, sends its signed webhook, and then waits for OrderDock's answer on
 * its own clock, so the whole loop runs.
 */
export type DriveTwinOptions = {
  url: string;
  email: string;
  password: string;
  platform: TwinPlatform;
  count: number;
  rate: number;
  log: (line: string) => void;
};

export class SimulateError extends Error {
  override name = "SimulateError";
}

async function signIn(url: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  if (response.status !== 200) {
    const body = (await response.json().catch(() => ({}))) as { message?: string };
    throw new SimulateError(`Could not sign in as ${email}: ${body.message ?? response.status}`);
  }
  const cookie = (response.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  if (!cookie) throw new SimulateError("Signing in gave no session cookie");
  return cookie;
}

/** Places `count` orders at `rate` per second; how many reached OrderDock. */
export async function driveTwin(options: DriveTwinOptions): Promise<number> {
  const cookie = await signIn(options.url, options.email, options.password);
  let delivered = 0;
  for (let index = 0; index < options.count; index += 1) {
    const response = await fetch(`${options.url}${TWIN_PATHS[options.platform]}/console/orders`, {
      method: "POST",
      headers: { cookie },
      redirect: "manual",
    });
    if (response.status === 404) {
      throw new SimulateError(
        `The ${options.platform} twin is off: real credentials are configured for it`,
      );
    }
    const said =
      new URL(response.headers.get("location") ?? "/", options.url).searchParams.get("said") ??
      `answered ${response.status}`;
    if (said.includes("sent to OrderDock")) delivered += 1;
    options.log(`${index + 1}/${options.count} ${options.platform}: ${said}`);
    if (index + 1 < options.count) {
      await new Promise((resolve) => setTimeout(resolve, 1000 / options.rate));
    }
  }
  return delivered;
}
