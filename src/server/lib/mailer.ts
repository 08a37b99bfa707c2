import type { FastifyBaseLogger } from "fastify";
import { createTransport } from "nodemailer";

/**
 * Sends email through SMTP_URL; without it (a laptop, a demo) the message is written to
 * the server log instead, whole, so a developer can still follow a confirmation or reset
 * link: the log's fields are cut short, its message never is.
 */
export type MailMessage = { to: string; subject: string; text: string };

export type Mailer = { send(message: MailMessage): Promise<void> };

export type CreateMailerOptions = {
  smtpUrl: string | undefined;
  from: string;
  logger: FastifyBaseLogger;
};

export function createMailer({ smtpUrl, from, logger }: CreateMailerOptions): Mailer {
  if (!smtpUrl) {
    return {
      send: async (message) => {
        logger.info(emailAsLogMessage(message));
      },
    };
  }
  const transport = createTransport(smtpUrl);
  return {
    send: async (message) => {
      await transport.sendMail({ from, ...message });
    },
  };
}

/**
 * The email as the log shows it: a heading, then its subject and text indented under it,
 * line by line, so each link stands on a line of its own.
 */
export function emailAsLogMessage(message: MailMessage): string {
  const lines = [`Subject: ${message.subject}`, "", ...message.text.split(/\r?\n/)];
  return [
    `email to ${message.to} (SMTP_URL is not set, so it is written here in full):`,
    ...lines.map((line) => (line === "" ? "" : `    ${line}`)),
  ].join("\n");
}
