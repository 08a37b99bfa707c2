import type { FastifyBaseLogger } from "fastify";
import { createTransport } from "nodemailer";

/**
 * Sends email through SMTP_URL; without it (a laptop, a demo) the message is written to
 * the server log instead, so a developer can still follow a reset link.
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
        logger.info(
          { mail: message },
          `email to ${message.to} (SMTP_URL is not set, so it is only logged)`,
        );
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
