/** Ports of the processes the browser tests start (E2E_PORT moves them all). */
const base = Number(process.env.E2E_PORT ?? 3210);

export const E2E_PORTS = { app: base, smtp: base + 2, mailbox: base + 3 } as const;
export const APP_URL = `http://127.0.0.1:${E2E_PORTS.app}`;
export const MAILBOX_URL = `http://127.0.0.1:${E2E_PORTS.mailbox}`;
