import type { CpuUse } from "../cpu";
import { round, summarize } from "../stats";
import type { RushDashboards } from "./dashboard";
import type { KitchenStats } from "./kitchen";
import type { RushSettings } from "./settings";
import type { OrderRecord, RushTracker } from "./tracker";

/**
 * A step's figures: latencies of the orders sent in the measured window, CPU per order over
 * that window, and the checks that every order arrived (the database's count per platform
 * against the webhooks answered 2xx) and every platform call was made.
 */
export type ProfileWindow = { name: string; pid: number; startUs: number; endUs: number };

export type StepInput = {
  profileWindow: ProfileWindow | null;
  restaurants: number;
  rate: number;
  settings: RushSettings;
  tracker: RushTracker;
  window: { began: number; ended: number } | null;
  cpu: CpuUse | null;
  pgSeconds: number | null;
  senderMaxLagMs: number;
  dashboards: ReturnType<RushDashboards["stats"]>;
  kitchen: KitchenStats;
  kitchenErrors: string[];
  rss: { start: number | null; end: number | null };
  stored: Record<string, number>;
  outbox: { calls: Record<string, number>; twinAnswers: Record<string, number>; drained: boolean };
  loadAtStart: number;
  setupSeconds: number;
  openSeconds: number;
};

const ms = (value: number) => round(value, 1);

function sentPerPlatform(records: readonly OrderRecord[]) {
  const sent: Record<string, number> = {};
  for (const record of records)
    if (record.status === 200) sent[record.order.platform] = (sent[record.order.platform] ?? 0) + 1;
  return sent;
}

export function summarizeStep(input: StepInput) {
  const { tracker, window, settings } = input;
  const all = tracker.records;
  const measured = window ? all.filter((record) => record.sentAt >= window.began) : all;
  const seconds = window ? (window.ended - window.began) / 1000 : Number.NaN;
  const failed = all.filter((record) => record.status !== 200);
  const notCarded = all.filter((record) => record.status === 200 && record.cardAt === undefined);
  const card = summarize(
    measured.flatMap((record) => (record.cardAt ? [record.cardAt - record.sentAt] : [])),
  );
  const socket = summarize(
    measured.flatMap((record) => (record.newOrderAt ? [record.newOrderAt - record.sentAt] : [])),
  );
  const reply = summarize(
    measured.flatMap((record) => (record.repliedAt ? [record.repliedAt - record.sentAt] : [])),
  );
  const perOrder = (cores: number | null | undefined) =>
    cores === null || cores === undefined || measured.length === 0
      ? null
      : round((cores * seconds * 1000) / measured.length, 2);
  const sent = sentPerPlatform(all);
  const missing = Object.entries(sent).flatMap(([platform, count]) =>
    (input.stored[platform] ?? 0) === count
      ? []
      : [`${platform}: sent ${count}, stored ${input.stored[platform] ?? 0}`],
  );
  const pgCores = input.pgSeconds === null || !window ? null : input.pgSeconds / seconds;
  const problems = [
    ...(card.p99 > settings.p99TargetMs ? [`p99 webhook → card ${ms(card.p99)} ms`] : []),
    ...(failed.length > 0 ? [`${failed.length} webhooks not answered 2xx`] : []),
    ...(notCarded.length > 0 ? [`${notCarded.length} orders never on the dashboard`] : []),
    ...(missing.length > 0 ? [`orders missing: ${missing.join("; ")}`] : []),
    ...(input.kitchen.errors ? [`${input.kitchen.errors} staff actions failed`] : []),
    ...(input.dashboards.reloadErrors ? [`${input.dashboards.reloadErrors} reloads failed`] : []),
    ...(input.outbox.calls.failed ? [`${input.outbox.calls.failed} platform calls failed`] : []),
    ...(!input.outbox.drained ? ["the outbox did not drain in 90 s"] : []),
    ...(input.dashboards.closed ? [`${input.dashboards.closed} sockets closed`] : []),
  ];
  return {
    restaurants: input.restaurants,
    ordersPerSecond: round(input.rate, 1),
    loadAverageAtStart: round(input.loadAtStart, 2),
    sent: all.length,
    measured: measured.length,
    measuredSeconds: round(seconds, 1),
    cardP50Ms: ms(card.p50),
    cardP95Ms: ms(card.p95),
    cardP99Ms: ms(card.p99),
    cardMaxMs: ms(card.max),
    newOrderP50Ms: ms(socket.p50),
    newOrderP99Ms: ms(socket.p99),
    webhookReplyP50Ms: ms(reply.p50),
    webhookReplyP99Ms: ms(reply.p99),
    serverCores: input.cpu?.server ?? null,
    serverCpuMsPerOrder: perOrder(input.cpu?.server),
    postgresCores: pgCores === null ? null : round(pgCores, 2),
    postgresCpuMsPerOrder: perOrder(pgCores),
    allPostgresCores: input.cpu?.postgres ?? null,
    benchCores: input.cpu?.bench ?? null,
    rssStartMiB: input.rss.start,
    rssEndMiB: input.rss.end,
    reloadsPerSecond: round(input.dashboards.reloads / seconds, 1),
    reloadP50Ms: ms(input.dashboards.reloadP50Ms),
    reloadP99Ms: ms(input.dashboards.reloadP99Ms),
    reloadKb: round(input.dashboards.reloadKb, 1),
    staffActionsPerSecond: round(
      (input.kitchen.accept +
        input.kitchen.preparing +
        input.kitchen.ready +
        input.kitchen.completed) /
        seconds,
      1,
    ),
    staffP50Ms: ms(input.kitchen.p50Ms),
    staffP99Ms: ms(input.kitchen.p99Ms),
    senderMaxLagMs: ms(input.senderMaxLagMs),
    errors: failed.length,
    errorSamples: failed
      .slice(0, 5)
      .map((record) => `${record.order.platform}: ${record.status} ${record.answer ?? ""}`),
    staffErrorSamples: input.kitchenErrors,
    sentPerPlatform: sent,
    storedPerPlatform: input.stored,
    outbox: input.outbox,
    unmatchedNewOrders: tracker.unmatchedNewOrders,
    setupSeconds: round(input.setupSeconds, 1),
    openSocketsSeconds: round(input.openSeconds, 1),
    profileWindow: input.profileWindow,
    passed: problems.length === 0,
    problems,
  };
}

export type StepResult = ReturnType<typeof summarizeStep>;
