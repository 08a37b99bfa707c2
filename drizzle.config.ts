import { defineConfig } from "drizzle-kit";

// One schema and one migration set for PGlite and PostgreSQL alike (docs/architecture.md).
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/server/db/schema/*.ts",
  out: "./drizzle",
  strict: true,
  verbose: true,
});
