import type { FastifyInstance, LogLevel } from "fastify";
import type { PrinterGateway } from "./printer-gateway";
import { epsonSdpRoutes } from "./protocols/epson-sdp.routes";
import { starCloudPrntRoutes } from "./protocols/star-cloudprnt.routes";

/**
 * The addresses kitchen printers call (docs/printing.md): Star CloudPRNT and Epson Server
 * Direct Print under /printers. The app registers them beside the browser's plugins, not
 * under them: a printer sends no cookie, reads no page policy and takes no compressed
 * answer, and at 5,000 printers it calls a thousand times a second. Its answers carry
 * `nosniff`; its calls log warnings and errors, not the two info lines of every request
 * (docs/decisions/135-printer-calls-beside-the-browser-scope.md).
 */
const PRINTER_CALL_LOG_LEVEL: LogLevel = "warn";

export function printerDeviceRoutes(gateway: PrinterGateway) {
  const routes = async (devices: FastifyInstance) => {
    devices.addHook("onRequest", (_request, reply, done) => {
      reply.raw.setHeader("x-content-type-options", "nosniff");
      done();
    });
    starCloudPrntRoutes(devices, gateway);
    epsonSdpRoutes(devices, gateway);
  };
  return { routes, options: { logLevel: PRINTER_CALL_LOG_LEVEL } };
}
