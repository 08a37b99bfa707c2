import { readFileSync } from "node:fs";
import { round } from "./stats";

/**
 * Reads a V8 CPU profile (`BENCH_PROFILE_DIR`, cpu-profile.ts) and splits the server's busy
 * time, optionally within one window of the monotonic clock (µs, as process.hrtime gives it
 * in any process on the machine), two ways:
 * - by layer: the package or OrderDock module of the innermost frame (self time);
 * - by step: the innermost frame naming a step of the ingest path, so a step includes the
 *   libraries it calls synchronously. Work resumed after an `await` (results mapped by
 *   drizzle, replies parsed by pg) runs without the step on its stack and is counted under
 *   its layer.
 * Shares are of the busy samples (idle left out).
 *
 * `node --import tsx scripts/bench/profile-summary.ts <file.cpuprofile> [startUs endUs]`
 */
type CallFrame = { functionName: string; url: string };
type ProfileNode = { id: number; callFrame: CallFrame; children?: number[] };
type CpuProfile = {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
};

const PACKAGES: Array<[RegExp, string]> = [
  [
    /node_modules\/(@fastify\/|fastify|find-my-way|light-my-request|avvio|fast-json-stringify|secure-json-parse|fast-querystring|fast-uri|toad-cache)/,
    "Fastify",
  ],
  [/node_modules\/fastify-type-provider-zod/, "Fastify"],
  [/node_modules\/pg-protocol/, "pg-protocol"],
  [/node_modules\/(pg|pg-pool|pg-types|postgres-array|postgres-date)\//, "pg"],
  [/node_modules\/drizzle-orm/, "drizzle-orm"],
  [/node_modules\/zod/, "zod"],
  [/node_modules\/jose/, "jose (session JWT)"],
  [/node_modules\/ws\//, "ws (WebSockets)"],
  [/node_modules\/(pino|sonic-boom|thread-stream)/, "pino"],
  [/node:internal\/deps\/undici|node_modules\/undici/, "undici (fetch)"],
  [/node:internal\/crypto|node:crypto/, "Node crypto"],
  [/^node:/, "Node core (net, http, streams, events)"],
  [
    /src\/server\/modules\/(twins|platforms\/ubereats\/uber-sandbox)/,
    "OrderDock: twins and sandbox",
  ],
  [/src\/server\/modules\/webhooks\/mappers/, "OrderDock: mappers"],
  [/src\/server\/modules\/(\w+)/, "OrderDock: modules"],
  [/src\/(server|domain)/, "OrderDock: other"],
];

/** Steps of the ingest path (and what else the server does), innermost match wins. */
const STEPS: Array<[RegExp, RegExp, string]> = [
  [/^(hasHmacBase64|hasHmacHex|hasBearer)$/, /webhooks\/signatures/, "signature check"],
  [
    /./,
    /fastify\/lib\/content-type-parser|fastify\/lib\/contentTypeParser/,
    "body capture (raw bytes)",
  ],
  [
    /^(parseBody|safeParse|safeNotification|readDelivery)$/,
    /webhooks\/|clean-json/,
    "JSON parsing and cleaning",
  ],
  [/^cleanJson|^clean/, /lib\/clean-json/, "JSON parsing and cleaning"],
  [/./, /node_modules\/zod/, "zod"],
  [
    /^(findConnection|findUberConnectionByStore)$/,
    /platform-connections\.repository/,
    "connection lookup",
  ],
  [/^open$/, /secrets-box/, "unsealing the secret"],
  [
    /^(claimDelivery|finishDelivery|countUnverifiedDelivery)$/,
    /deliveries\.repository/,
    "delivery record",
  ],
  [/./, /webhooks\/receivers\//, "receiver (key, type, digest)"],
  [/^keyOf$/, /handle-delivery/, "receiver (key, type, digest)"],
  [/./, /webhooks\/mappers\//, "mapping"],
  [/./, /platforms\/ubereats\/uber-client/, "Uber order fetch (client)"],
  [/./, /modules\/twins\/|uber-sandbox/, "twins and sandbox"],
  [/./, /modules\/platform-calls\//, "outbox and staff actions"],
  [
    /./,
    /modules\/orders\/(platform-orders|orders\.repository|order-row|ingest)/,
    "order insert (transaction)",
  ],
  [/./, /modules\/realtime\//, "NOTIFY → sockets"],
  [/./, /modules\/auth\/|plugins\/session/, "session check"],
  [/./, /modules\/orders\//, "orders API (list, status)"],
  [
    /^(handleDelivery|runDelivery|perform|mapOrShell)$/,
    /handle-delivery/,
    "delivery handling (other)",
  ],
  [/./, /webhooks\/webhooks\.routes/, "webhook route (other)"],
];

/** Frames without a script: the kernel calls behind socket writes, crypto, regexps. */
const NATIVE: Array<[RegExp, string]> = [
  [/^\(garbage collector\)$/, "GC"],
  [
    /^(writev|writeBuffer|writeLatin1String|writeUtf8String|utf8Write|latin1Write|base64Write)$/,
    "socket writes (native)",
  ],
  [
    /^(Hmac|Hash|digest|update|final|CipherBase|Decipheriv|setAuthTag|timingSafeEqual|init|initiv)$/,
    "Node crypto",
  ],
  [/^RegExp: /, "regular expressions"],
];

function layerOf(frame: CallFrame): string {
  for (const [pattern, name] of PACKAGES) if (frame.url && pattern.test(frame.url)) return name;
  if (frame.url) return "other JavaScript";
  for (const [pattern, name] of NATIVE) if (pattern.test(frame.functionName)) return name;
  return "V8 and native (program, microtasks, buffers)";
}

function stepOf(frame: CallFrame): string | null {
  for (const [name, url, step] of STEPS)
    if (url.test(frame.url) && name.test(frame.functionName)) return step;
  return null;
}

/** Shares in percent, largest first; anything under half a percent goes into "the rest". */
function table(counts: Map<string, number>, total: number) {
  const rows = [...counts].sort((a, b) => b[1] - a[1]);
  const shown = rows.filter(([, samples]) => samples / total >= 0.005);
  const rest = rows.slice(shown.length).reduce((sum, [, samples]) => sum + samples, 0);
  return [...shown, ...(rest > 0 ? [["the rest", rest] as const] : [])].map(([what, samples]) => ({
    what,
    percent: round((100 * samples) / total, 1),
  }));
}

export function summarizeProfile(file: string, window?: { startUs: number; endUs: number }) {
  const profile = JSON.parse(readFileSync(file, "utf8")) as CpuProfile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parent.set(child, node.id);
  const layers = new Map<string, number>();
  const steps = new Map<string, number>();
  let busy = 0;
  let at = profile.startTime;
  profile.samples.forEach((id, index) => {
    at += profile.timeDeltas[index] ?? 0;
    if (window && (at < window.startUs || at > window.endUs)) return;
    const leaf = byId.get(id);
    if (!leaf || leaf.callFrame.functionName === "(idle)") return;
    busy += 1;
    const layer = layerOf(leaf.callFrame);
    layers.set(layer, (layers.get(layer) ?? 0) + 1);
    let step: string | null = null;
    for (
      let node: ProfileNode | undefined = leaf;
      node && !step;
      node = byId.get(parent.get(node.id) ?? -1)
    )
      step = stepOf(node.callFrame);
    const key = step ?? `(no step) ${layer}`;
    steps.set(key, (steps.get(key) ?? 0) + 1);
  });
  return { busySamples: busy, bySteps: table(steps, busy), byLayers: table(layers, busy) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [file, start, end] = process.argv.slice(2);
  if (!file) throw new Error("usage: profile-summary.ts <file.cpuprofile> [startUs endUs]");
  const summary = summarizeProfile(
    file,
    start && end ? { startUs: Number(start), endUs: Number(end) } : undefined,
  );
  console.log(`${summary.busySamples} busy samples`);
  console.table(summary.bySteps);
  console.table(summary.byLayers);
}
