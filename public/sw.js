/**
 * OrderDock's service worker (docs/installable-app.md): lets the installed app open with no
 * connection, on the last orders it knew.
 * - Pages: from the network; with none, the page as last loaded, else the dashboard's.
 * - Built files, sounds and icons: from this cache once fetched (their names change with
 *   their contents, or they never change), else from the network.
 * - The orders list and the signed-in account: from the network, kept here each time (the
 *   account also when the worker starts and beside the orders' first copy); with
 *   no network, the copy kept, marked `x-orderdock-offline: <when it was kept>` so the app
 *   shows it read-only and says so.
 * - A sign-out (a message from the page) deletes the kept orders and account.
 * - A push alert (docs/push-alerts.md) is shown as a notification; a tap opens its page in
 *   an OrderDock window already open, or a new one.
 * Everything else (writes, other reads, the live socket) goes to the network untouched.
 */
const SHELL_CACHE = "orderdock-shell-v1";
const DATA_CACHE = "orderdock-data-v1";
const START_PAGE = "/dashboard";
const ACCOUNT_READ = "/api/auth/me";
const KEPT_READS = ["/api/orders", ACCOUNT_READ];
const STATIC_PREFIXES = ["/assets/", "/sounds/", "/icons/"];
const STATIC_FILES = ["/theme-init.js", "/favicon.svg", "/manifest.webmanifest"];
const MAX_KEPT_FILES = 200;
const OFFLINE_HEADER = "x-orderdock-offline";
const KEPT_AT_HEADER = "x-orderdock-kept-at";

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.add(START_PAGE))
      .catch(() => undefined)
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  const current = new Set([SHELL_CACHE, DATA_CACHE]);
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(names.filter((name) => !current.has(name)).map((name) => caches.delete(name))),
      )
      .then(() => self.clients.claim())
      // The page that installed this worker read its account before the worker was there:
      // keep it now (its orders are kept on their next read).
      .then(() => keptRead(new Request(ACCOUNT_READ)).catch(() => undefined)),
  );
});

self.addEventListener("message", (event) => {
  if (event.data === "signed-out") event.waitUntil(caches.delete(DATA_CACHE));
});

self.addEventListener("push", (event) => {
  const alert = readAlert(event.data);
  event.waitUntil(
    self.registration.showNotification(alert.title, {
      body: alert.body,
      tag: alert.tag,
      // A newer alert about the same thing rings again.
      renotify: true,
      requireInteraction: true,
      icon: "/icons/icon-192.png",
      badge: "/icons/icon-192.png",
      data: { url: alert.url },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.url ?? START_PAGE, self.location.origin);
  event.waitUntil(openPage(target));
});

/** The alert the server sent; a push with no readable body still says something. */
function readAlert(data) {
  const fallback = {
    title: "OrderDock",
    body: "Something needs your attention.",
    tag: "orderdock",
    url: START_PAGE,
  };
  try {
    const alert = data?.json();
    return alert && typeof alert.title === "string" ? { ...fallback, ...alert } : fallback;
  } catch {
    return fallback;
  }
}

async function openPage(target) {
  // Only pages of this app: a message cannot send the window elsewhere.
  const url =
    target.origin === self.location.origin
      ? target.href
      : new URL(START_PAGE, self.location.origin).href;
  const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (open) {
    await open.focus();
    return open.navigate(url).catch(() => undefined);
  }
  return self.clients.openWindow(url);
}

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === "navigate") {
    event.respondWith(page(request));
  } else if (KEPT_READS.includes(url.pathname)) {
    event.respondWith(keptRead(request));
  } else if (
    STATIC_PREFIXES.some((prefix) => url.pathname.startsWith(prefix)) ||
    STATIC_FILES.includes(url.pathname)
  ) {
    event.respondWith(staticFile(request));
  }
});

async function page(request) {
  const cache = await caches.open(SHELL_CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(request, response.clone());
    return response;
  } catch (error) {
    const kept = (await cache.match(request)) ?? (await cache.match(START_PAGE));
    if (kept) return kept;
    throw error;
  }
}

async function staticFile(request) {
  const cache = await caches.open(SHELL_CACHE);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) {
    await cache.put(request, response.clone());
    await trim(cache);
  }
  return response;
}

/**
 * Each release brings files of new names; the oldest kept go once there are more than a few
 * releases' worth (the cache lists them in the order they were kept).
 */
async function trim(cache) {
  const keys = await cache.keys();
  const excess = keys.length - MAX_KEPT_FILES;
  for (const key of keys.slice(0, Math.max(0, excess))) {
    if (new URL(key.url).pathname !== START_PAGE) await cache.delete(key);
  }
}

async function keptRead(request) {
  const cache = await caches.open(DATA_CACHE);
  // Kept by path: the app reads each with one query string, the copy answers any.
  const key = new URL(request.url).pathname;
  try {
    const response = await fetch(request);
    if (response.ok) {
      const headers = new Headers(response.headers);
      headers.set(KEPT_AT_HEADER, new Date().toISOString());
      const body = await response.clone().arrayBuffer();
      await cache.put(key, new Response(body, { status: response.status, headers }));
      // The account goes with the orders: a page signed in just now has not read it since.
      if (key !== ACCOUNT_READ && !(await cache.match(ACCOUNT_READ))) {
        keptRead(new Request(ACCOUNT_READ)).catch(() => undefined);
      }
    } else if (response.status === 401) {
      // Signed out elsewhere: nothing of this account stays on the device.
      await caches.delete(DATA_CACHE);
    }
    return response;
  } catch (error) {
    const kept = await cache.match(key);
    if (!kept) throw error;
    const headers = new Headers(kept.headers);
    headers.set(OFFLINE_HEADER, kept.headers.get(KEPT_AT_HEADER) ?? "");
    return new Response(await kept.arrayBuffer(), { status: 200, headers });
  }
}
