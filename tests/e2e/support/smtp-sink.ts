import { createServer } from "node:http";
import { SMTPServer } from "smtp-server";
import { E2E_PORTS } from "./ports";

/**
 * A real SMTP server for the browser tests: OrderDock sends its mail here through
 * nodemailer exactly as in production, and the tests read it back over HTTP
 * (GET /messages?to=address, newest last).
 */
type StoredMessage = { to: string[]; subject: string; text: string };
const messages: StoredMessage[] = [];

function decodeQuotedPrintable(body: string): string {
  return body
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

function parse(raw: string, to: string[]): StoredMessage {
  const [head = "", ...rest] = raw.split(/\r?\n\r?\n/);
  const body = rest.join("\n\n");
  const subject = /^Subject: (.*)$/im.exec(head)?.[1] ?? "";
  const isQuotedPrintable = /^Content-Transfer-Encoding: quoted-printable/im.test(head);
  return { to, subject, text: isQuotedPrintable ? decodeQuotedPrintable(body) : body };
}

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["AUTH", "STARTTLS"],
  onData(stream, session, callback) {
    let raw = "";
    stream.setEncoding("utf8");
    stream.on("data", (chunk: string) => {
      raw += chunk;
    });
    stream.on("end", () => {
      messages.push(
        parse(
          raw,
          session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
        ),
      );
      callback();
    });
  },
});
smtp.listen(E2E_PORTS.smtp, "127.0.0.1");

createServer((request, response) => {
  const url = new URL(request.url ?? "/", "http://localhost");
  if (url.pathname === "/health") {
    response.end("ok");
    return;
  }
  const to = url.searchParams.get("to")?.toLowerCase();
  response.setHeader("content-type", "application/json");
  response.end(JSON.stringify(messages.filter((message) => !to || message.to.includes(to))));
}).listen(E2E_PORTS.mailbox, "127.0.0.1");
