/**
 * pino's JSON lines as a person reads them in a development terminal, one line each:
 * `14:03:07 INFO  GET /api/orders 200 12ms  reqId=req-1` — local time, level, message, then
 * the line's other fields as key=value. Colours only when the output is a terminal (and
 * NO_COLOR is unset). A stack trace follows an error's line, indented. Production keeps
 * pino's JSON (LOG_FORMAT in the README).
 */
export type ReadableLogOptions = {
  /** Where the lines go; process.stdout by default. */
  output?: { write(text: string): unknown; isTTY?: boolean };
  /** Colours on or off; by default on for a terminal without NO_COLOR. */
  isColored?: boolean;
};

const LEVELS: Readonly<Record<number, { label: string; color: string }>> = {
  10: { label: "TRACE", color: "90" },
  20: { label: "DEBUG", color: "36" },
  30: { label: "INFO ", color: "32" },
  40: { label: "WARN ", color: "33" },
  50: { label: "ERROR", color: "31" },
  60: { label: "FATAL", color: "35" },
};

/** pino's own fields, and those the line shows in its own place. */
const SHOWN_ELSEWHERE = new Set(["level", "time", "msg", "pid", "hostname", "v"]);

/** A string longer than this is cut in the key=value part (the message never is). */
const MAX_VALUE_LENGTH = 200;

type Entry = Record<string, unknown>;

/** A pino destination: `pino(options, createReadableLog())`. */
export function createReadableLog({ output = process.stdout, isColored }: ReadableLogOptions = {}) {
  const colored = isColored ?? (output.isTTY === true && !process.env.NO_COLOR);
  return {
    write(chunk: string): void {
      for (const line of chunk.split("\n")) {
        if (line.trim() !== "") output.write(`${formatLogLine(line, colored)}\n`);
      }
    },
  };
}

/** One JSON line as readable text; a line that is not JSON passes through unchanged. */
export function formatLogLine(line: string, isColored = false): string {
  let entry: Entry;
  try {
    entry = JSON.parse(line) as Entry;
  } catch {
    return line;
  }
  if (entry === null || typeof entry !== "object") return line;
  const paint = (color: string, text: string) =>
    isColored ? `\u001b[${color}m${text}\u001b[0m` : text;
  const level = LEVELS[Number(entry.level)] ?? { label: String(entry.level ?? "").padEnd(5) };
  const time = paint("90", clockTime(entry.time));
  const label = "color" in level ? paint(level.color, level.label) : level.label;
  const { message, fields, stack } = describeEntry(entry);
  const extras = fields.length > 0 ? `  ${paint("90", fields.join(" "))}` : "";
  const trace = stack ? `\n${paint("90", indent(stack))}` : "";
  return `${time} ${label} ${message}${extras}${trace}`;
}

/** The message, with a request's method, URL, status and time written into it. */
function describeEntry(entry: Entry) {
  const rest: Entry = {};
  for (const [key, value] of Object.entries(entry)) {
    if (!SHOWN_ELSEWHERE.has(key)) rest[key] = value;
  }
  const parts: string[] = [];
  const request = asEntry(rest.req);
  if (request && typeof request.method === "string" && typeof request.url === "string") {
    parts.push(`${request.method} ${request.url}`);
    delete rest.req;
  }
  const response = asEntry(rest.res);
  if (response && typeof response.statusCode === "number") {
    parts.push(String(response.statusCode));
    delete rest.res;
  }
  if (typeof rest.responseTime === "number") {
    parts.push(`${Math.round(rest.responseTime)}ms`);
    delete rest.responseTime;
  }
  const message = typeof entry.msg === "string" ? entry.msg : "";
  const error = asEntry(rest.err);
  let stack: string | undefined;
  if (error) {
    delete rest.err;
    const text = typeof error.message === "string" ? error.message : "";
    parts.push(`${String(error.type ?? "Error")}: ${text}`);
    if (typeof error.stack === "string") stack = error.stack.split("\n").slice(1).join("\n");
  }
  const headline = [message, ...parts].filter((part) => part !== "").join(" ");
  const fields = Object.entries(rest).map(([key, value]) => `${key}=${showValue(value)}`);
  return { message: headline, fields, stack: stack?.trim() ? stack : undefined };
}

function asEntry(value: unknown): Entry | undefined {
  return value !== null && typeof value === "object" && !Array.isArray(value)
    ? (value as Entry)
    : undefined;
}

function showValue(value: unknown): string {
  const text =
    typeof value === "string"
      ? /[\s="]/.test(value) || value === ""
        ? JSON.stringify(value)
        : value
      : JSON.stringify(value);
  const shown = text ?? String(value);
  return shown.length > MAX_VALUE_LENGTH ? `${shown.slice(0, MAX_VALUE_LENGTH - 1)}…` : shown;
}

function clockTime(time: unknown): string {
  const date = new Date(typeof time === "number" || typeof time === "string" ? time : Date.now());
  if (Number.isNaN(date.getTime())) return "--:--:--";
  return [date.getHours(), date.getMinutes(), date.getSeconds()]
    .map((part) => String(part).padStart(2, "0"))
    .join(":");
}

function indent(text: string): string {
  return text
    .split("\n")
    .map((line) => `    ${line.trim()}`)
    .join("\n");
}
