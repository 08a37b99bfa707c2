import { ensureClientBuild } from "./client-build";

// `npm start`: bring the client build up to date, then run the server in this process so
// Ctrl-C and SIGTERM reach it directly.
await ensureClientBuild();
await import("../src/server/main");
