import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from "react";
import { acknowledgeOrder } from "./repeating-chime";

/**
 * Which order is selected and whether its dialog is open. Shared by the dashboard and the
 * new-order toast, whose 'View & Accept' selects an order from any page.
 */
type OrderSelection = {
  selectedId: string | null;
  isDialogOpen: boolean;
  open(orderId: string): void;
  closeDialog(): void;
  /** Closes the dialog only if it still shows this order (for delayed closes). */
  closeDialogFor(orderId: string): void;
  clear(): void;
};

type SelectionState = { selectedId: string | null; isDialogOpen: boolean };

const SelectionContext = createContext<OrderSelection | null>(null);

export function OrderSelectionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SelectionState>({ selectedId: null, isDialogOpen: false });
  const open = useCallback((orderId: string) => {
    // Opened: seen by someone here, so its chime stops.
    acknowledgeOrder(orderId);
    setState({ selectedId: orderId, isDialogOpen: true });
  }, []);
  const closeDialog = useCallback(
    () => setState((current) => ({ ...current, isDialogOpen: false })),
    [],
  );
  const closeDialogFor = useCallback(
    (orderId: string) =>
      setState((current) =>
        current.selectedId === orderId ? { ...current, isDialogOpen: false } : current,
      ),
    [],
  );
  const clear = useCallback(() => setState({ selectedId: null, isDialogOpen: false }), []);
  const value = useMemo(
    () => ({ ...state, open, closeDialog, closeDialogFor, clear }),
    [state, open, closeDialog, closeDialogFor, clear],
  );
  return <SelectionContext.Provider value={value}>{children}</SelectionContext.Provider>;
}

export function useOrderSelection(): OrderSelection {
  const selection = useContext(SelectionContext);
  if (!selection) throw new Error("useOrderSelection must be used inside <OrderSelectionProvider>");
  return selection;
}
