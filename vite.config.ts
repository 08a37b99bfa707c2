import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const src = fileURLToPath(new URL("./src", import.meta.url));
const server = `http://localhost:${process.env.PORT ?? 3000}`;

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { alias: { "@": src } },
  build: { outDir: "dist/client", emptyOutDir: true },
  // `npm run dev`: the client on 5173 talks to the API server through these proxies.
  server: {
    port: 5173,
    proxy: {
      "/api": server,
      "/healthz": server,
      "/readyz": server,
      // Served by the server, not the Vite client: the order form, platforms, the sandbox.
      "/embed.js": server,
      "/embed-demo": server,
      "/webhooks": server,
      "/sandbox": server,
      "/ws": { target: server.replace("http", "ws"), ws: true },
    },
  },
});
