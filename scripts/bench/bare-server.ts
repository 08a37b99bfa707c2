import Fastify from "fastify";

/**
 * The ceiling for HTTP: a bare Fastify app in its own process answering {ok:true}, with
 * no database, session, validation or hooks. Prints its URL on stdout.
 */
const app = Fastify({ logger: false });
app.post("/bare", async () => ({ ok: true }));
const address = await app.listen({ port: 0, host: "127.0.0.1" });
process.stdout.write(`listening at ${address}\n`);
process.on("SIGTERM", () => {
  void app.close().then(() => process.exit(0));
});
