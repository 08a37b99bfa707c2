/**
 * CloudPRNT client actions: the server asks the printer about itself in a poll's answer,
 * and the printer answers in its next poll, sent at once. A request the printer does not
 * support is left out of the answer.
 */

export type ClientActionResult = { request: string; result: unknown };

export type AnswerClientActionsOptions = {
  actions: Array<{ request: string; options?: unknown }>;
  intervalMs: number;
  mediaTypes: readonly string[];
  setUniqueId: (id: string) => void;
};

/** An 80 mm roll: 72 mm printed at 8 dots per mm, 576 dots across. */
const PAGE_INFO = {
  paperWidth: "80",
  printWidth: "72",
  horizontalResolution: "8",
  verticalResolution: "8",
};

export function answerClientActions({
  actions,
  intervalMs,
  mediaTypes,
  setUniqueId,
}: AnswerClientActionsOptions): ClientActionResult[] {
  const results: ClientActionResult[] = [];
  for (const { request, options } of actions) {
    const result = answerOne(request, { options, intervalMs, mediaTypes, setUniqueId });
    if (result !== undefined) results.push({ request, result });
  }
  return results;
}

function answerOne(
  request: string,
  context: Omit<AnswerClientActionsOptions, "actions"> & { options: unknown },
): unknown {
  switch (request) {
    case "ClientType":
      return "OrderDock Printer Twin";
    case "ClientVersion":
      return "1.0.0";
    case "Encodings":
      return context.mediaTypes.join("; ");
    case "GetPollInterval":
      return String(Math.max(1, Math.round(context.intervalMs / 1000)));
    case "PageInfo":
      return PAGE_INFO;
    case "SetID": {
      const id = typeof context.options === "string" ? context.options : "";
      context.setUniqueId(id);
      return id;
    }
    default:
      return undefined;
  }
}
