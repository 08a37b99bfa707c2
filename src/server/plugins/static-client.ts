import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { isClientRoute } from "../../domain/client-routes";
import { withPageHead } from "./page-head";
import { createPageRenderer, withRenderedRoot } from "./page-renderer";

/**
 * Serves the built client. Hashed assets are cached for a year; everything else is
 * revalidated. A GET of one of the client's pages (domain/client-routes.ts) gets index.html,
 * and the client's router draws it; any other page path gets status 404 with the not-found
 * page, drawn on the server like the public pages; unknown API paths get a JSON 404.
 */
const SERVER_PATHS = /^\/(api|ws|healthz|readyz)(\/|$)/;
// A missing /assets/app-1234.js must stay a 404, not become a page.
const FILE_PATH = /\.[a-z0-9]+$/i;

export type StaticClientOptions = {
  clientDir: string;
  /** The site's public address, for the public pages' Open Graph URLs. */
  publicUrl?: string;
  /** The public pages' server renderer; by default `../ssr/render-page.js` beside the client. */
  ssrBundle?: string;
};

export async function registerStaticClient(
  app: FastifyInstance,
  {
    clientDir,
    publicUrl,
    ssrBundle = path.join(clientDir, "..", "ssr", "render-page.js"),
  }: StaticClientOptions,
): Promise<void> {
  const indexPath = path.join(clientDir, "index.html");
  const hasBuild = existsSync(indexPath);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: clientDir,
      prefix: "/",
      index: false,
      setHeaders: (response, filePath) => {
        const isHashedAsset = filePath.startsWith(path.join(clientDir, "assets") + path.sep);
        response.header(
          "cache-control",
          isHashedAsset ? "public, max-age=31536000, immutable" : "no-cache",
        );
      },
    });
  }

  // Read once: a build replaces the whole directory, and the server restarts with it.
  const indexHtml = hasBuild ? readFileSync(indexPath, "utf8") : "";
  const renderPage = hasBuild
    ? await createPageRenderer({ bundlePath: ssrBundle, log: app.log })
    : async () => null;
  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = pathOf(request);
    const isNotFound = !isClientRoute(pathname);
    const html = withPageHead({ html: indexHtml, pathname, publicUrl, isNotFound });
    return reply
      .status(isNotFound ? 404 : 200)
      .header("cache-control", "no-cache")
      .type("text/html; charset=utf-8")
      .send(withRenderedRoot(html, await renderPage({ pathname, isNotFound })));
  };
  // `/` is a directory to the static plugin, which would refuse to list it.
  if (hasBuild) app.get("/", sendPage);

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const pathname = pathOf(request);
    const isPageRequest =
      (request.method === "GET" || request.method === "HEAD") &&
      !SERVER_PATHS.test(pathname) &&
      !FILE_PATH.test(pathname);
    if (!isPageRequest) {
      return reply
        .status(404)
        .send({ message: `Not found: ${request.method} ${pathname}`, code: "NOT_FOUND" });
    }
    if (!hasBuild) {
      return reply.status(404).send({
        message: "The web client is not built yet: run `npm run build` (or use `npm run dev`).",
        code: "CLIENT_NOT_BUILT",
      });
    }
    return sendPage(request, reply);
  });
}

const pathOf = (request: FastifyRequest) => request.url.split("?")[0] ?? "/";
