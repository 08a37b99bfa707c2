import type { LoggerOptions } from "pino";
import type { Config } from "../config";

/**
 * Structured JSON logs (pino) with the request id on every line; readable lines in a
 * development terminal. Cookies and authorization headers never reach a log.
 */
export function createLoggerOptions(
  config: Pick<Config, "logLevel" | "isProduction">,
): LoggerOptions {
  const isPretty = !config.isProduction && process.stdout.isTTY === true;
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
    ...(isPretty
      ? {
          transport: {
            target: "pino-pretty",
            options: { translateTime: "HH:MM:ss", ignore: "pid,hostname" },
          },
        }
      : {}),
  };
}
