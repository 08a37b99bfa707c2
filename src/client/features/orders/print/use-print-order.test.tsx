import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resetToasts, useToast } from "@/client/hooks/use-toast";
import { updateDeviceSettings } from "@/client/lib/device-settings";
import { buildOrder } from "../test/order-fixture";
import { printOrder } from "./print-order";
import { usePrintOrder } from "./use-print-order";

vi.mock("./print-order", () => ({ printOrder: vi.fn() }));

const printOrderMock = vi.mocked(printOrder);
const order = buildOrder({ orderNumber: "1042" });

type PrinterProps = { name: string | undefined };

function renderPrinter(restaurantName: string | undefined) {
  return renderHook(
    ({ name }: PrinterProps) => ({
      printer: usePrintOrder(name),
      toasts: useToast().toasts,
    }),
    { initialProps: { name: restaurantName } as PrinterProps },
  );
}

beforeEach(() => {
  printOrderMock.mockReset();
  printOrderMock.mockResolvedValue(undefined);
});
afterEach(() => {
  resetToasts();
  vi.restoreAllMocks();
});

describe("usePrintOrder's print toasts", () => {
  it("announces a print from the dialog with 'Printing Order'", async () => {
    const { result } = renderPrinter("Luigi's Trattoria");
    await act(() => result.current.printer.print(order, { variant: "dialog" }));
    expect(result.current.toasts).toEqual([
      expect.objectContaining({
        title: "Printing Order",
        description: "Order sent to your browser's print dialog",
        open: true,
      }),
    ]);
    expect(result.current.toasts[0]?.variant).toBeUndefined();
  });

  it("announces a print from a card with 'Printing order #N'", async () => {
    const { result } = renderPrinter("Luigi's Trattoria");
    await act(() => result.current.printer.print(order, { variant: "card" }));
    expect(result.current.toasts).toEqual([
      expect.objectContaining({
        title: "Printing order #1042",
        description: "Order sent to your browser's print dialog",
      }),
    ]);
  });

  it("does not double the '#' of a Shopify-style order number in the card toast", async () => {
    const { result } = renderPrinter("Luigi's Trattoria");
    const shopifyOrder = buildOrder({ platform: "shopify", orderNumber: "#1001" });
    await act(() => result.current.printer.print(shopifyOrder, { variant: "card" }));
    expect(result.current.toasts[0]?.title).toBe("Printing order #1001");
  });

  it("shows the start toast while the print dialog is still pending", async () => {
    let finish: () => void = () => {};
    printOrderMock.mockReturnValue(new Promise<void>((resolve) => (finish = resolve)));
    const { result } = renderPrinter("Luigi's Trattoria");
    let printing: Promise<void> = Promise.resolve();
    act(() => {
      printing = result.current.printer.print(order, { variant: "dialog" });
    });
    expect(result.current.toasts[0]?.title).toBe("Printing Order");

    await act(async () => {
      finish();
      await printing;
    });
    expect(result.current.toasts[0]?.title).toBe("Printing Order");
  });

  it("prints the kitchen ticket unless the receipt, with the restaurant's name, is asked for", async () => {
    const { result, rerender } = renderPrinter("Luigi's Trattoria");
    await act(() => result.current.printer.print(order, { variant: "dialog" }));
    expect(printOrderMock).toHaveBeenLastCalledWith(
      expect.objectContaining({ order, layout: "ticket", restaurantName: "Luigi's Trattoria" }),
    );
    await act(() => result.current.printer.print(order, { variant: "card", layout: "receipt" }));
    expect(printOrderMock).toHaveBeenLastCalledWith(
      expect.objectContaining({ order, layout: "receipt", restaurantName: "Luigi's Trattoria" }),
    );

    rerender({ name: undefined });
    await act(() => result.current.printer.print(order, { variant: "card" }));
    expect(printOrderMock).toHaveBeenLastCalledWith(
      expect.objectContaining({ order, restaurantName: undefined }),
    );
  });

  it("prints on the paper this device's Settings name, read at the moment of printing", async () => {
    const { result } = renderPrinter("Luigi's Trattoria");
    await act(() => result.current.printer.print(order, { variant: "card" }));
    expect(printOrderMock).toHaveBeenLastCalledWith(expect.objectContaining({ paper: "80mm" }));

    updateDeviceSettings({ ticketPaper: "58mm" });
    await act(() => result.current.printer.print(order, { variant: "card" }));
    expect(printOrderMock).toHaveBeenLastCalledWith(expect.objectContaining({ paper: "58mm" }));
  });

  it.each(["dialog", "card"] as const)(
    "replaces the start toast with the destructive 'Print Error' when printing fails (%s)",
    async (variant) => {
      const logged = vi.spyOn(console, "error").mockImplementation(() => {});
      printOrderMock.mockRejectedValue(new Error("print() threw"));
      const { result } = renderPrinter("Luigi's Trattoria");

      await act(() => result.current.printer.print(order, { variant }));

      expect(result.current.toasts).toEqual([
        expect.objectContaining({
          title: "Print Error",
          description: "There was a problem opening the print dialog. Please try again.",
          variant: "destructive",
        }),
      ]);
      expect(logged).toHaveBeenCalledTimes(1);
    },
  );

  it("never rejects, so a click handler can fire and forget", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    printOrderMock.mockRejectedValue(new Error("no frame"));
    const { result } = renderPrinter("Luigi's Trattoria");
    await act(async () => {
      await expect(
        result.current.printer.print(order, { variant: "dialog" }),
      ).resolves.toBeUndefined();
    });
  });

  it("keeps the same print function while the restaurant name is unchanged", () => {
    const { result, rerender } = renderPrinter("Luigi's Trattoria");
    const first = result.current.printer.print;
    rerender({ name: "Luigi's Trattoria" });
    expect(result.current.printer.print).toBe(first);
  });
});
