import { type Logger, type LoggerOptions, pino } from "pino";
import type { Config } from "../config";
import { createReadableLog } from "./readable-log";

/**
 * Logs with the request id on every line. LOG_FORMAT `json` (production's default) writes
 * pino's JSON lines for a log collector; `pretty` (the default elsewhere) writes readable
 * single lines (readable-log.ts). Cookies and authorization headers never reach a log.
 */
export type LoggerConfig = Pick<Config, "logLevel" | "logFormat">;

export function createLoggerOptions(config: Pick<Config, "logLevel">): LoggerOptions {
  return {
    level: config.logLevel,
    redact: {
      paths: [
        "req.headers.cookie",
        "req.headers.authorization",
        'res.headers["set-cookie"]',
        "*.password",
        "*.passwordHash",
      ],
      censor: "[redacted]",
    },
  };
}

export function createLogger(config: LoggerConfig): Logger {
  const options = createLoggerOptions(config);
  return config.logFormat === "pretty" ? pino(options, createReadableLog()) : pino(options);
}
