import { ensureClientBuild } from "./client-build";

// `npm start`: bring the client build up to date, then run the server in this process so
// Ctrl-C and SIGTERM reach it directly (decision 008). Every step says what it does, so a
// first start that takes a while never sits silent (decision 029).
await ensureClientBuild();
process.stdout.write("Starting the server...\n");
await import("../src/server/main");
