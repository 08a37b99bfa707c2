import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

const src = fileURLToPath(new URL("./src", import.meta.url));

/**
 * embed.js, the website order form: one self-contained, minified script that
 * restaurants paste into any site, so no chunks, no CSS file and old-browser syntax.
 * `npm run build` and `npm start` build it into dist/embed beside the client.
 */
export default defineConfig({
  resolve: { alias: { "@": src } },
  publicDir: false,
  build: {
    outDir: "dist/embed",
    emptyOutDir: true,
    target: "es2019",
    minify: true,
    sourcemap: false,
    reportCompressedSize: true,
    lib: {
      entry: "src/embed/main.ts",
      formats: ["iife"],
      name: "OrderDockOrderForm",
      fileName: () => "embed.js",
    },
  },
});
