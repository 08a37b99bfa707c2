import { and, eq } from "drizzle-orm";
import type { PrinterFields } from "../../../domain/api/printers";
import type { Database } from "../../db/database";
import { menuCategories } from "../../db/schema/menu-categories";
import { printers } from "../../db/schema/printers";
import type { EventBus } from "../../events/event-bus";
import type { SecretsBox } from "../../lib/secrets-box";
import { createToken, hashToken } from "../../lib/tokens";
import { publishPrintersChanged } from "./printer-events";

/**
 * The demo restaurant's printers (docs/printing.md): a Star kitchen printer and an Epson
 * bar printer, both printer twins OrderDock runs itself, so a visitor sees a ticket come
 * out for each new order in Settings. The drinks go to the bar.
 */
export const DEMO_PRINTERS: ReadonlyArray<PrinterFields> = [
  {
    name: "Kitchen",
    station: "kitchen",
    protocol: "star-cloudprnt",
    paperWidth: 80,
    autoPrint: ["new", "updated", "cancelled"],
    printsReceipt: false,
    backupPrinterId: null,
  },
  {
    name: "Bar",
    station: "bar",
    protocol: "epson-sdp",
    paperWidth: 58,
    autoPrint: ["new", "cancelled"],
    printsReceipt: false,
    backupPrinterId: null,
  },
];
export const DEMO_BAR_CATEGORY = "Drinks";

export async function addDemoPrinters(
  tx: Database,
  box: SecretsBox,
  bus: EventBus,
  restaurantId: string,
): Promise<void> {
  const added = await tx
    .insert(printers)
    .values(
      DEMO_PRINTERS.map((fields) => {
        const secret = createToken(24);
        return {
          ...fields,
          restaurantId,
          isTwin: true,
          secretHash: hashToken(secret),
          secretSealed: box.seal({ key: secret }),
        };
      }),
    )
    .returning({ id: printers.id });
  await publishPrintersChanged(
    bus,
    tx,
    restaurantId,
    added.map((printer) => printer.id),
    { isPrinterChange: true },
  );
  await tx
    .update(menuCategories)
    .set({ station: "bar" })
    .where(
      and(
        eq(menuCategories.restaurantId, restaurantId),
        eq(menuCategories.name, DEMO_BAR_CATEGORY),
      ),
    );
}
