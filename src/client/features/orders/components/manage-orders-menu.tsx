import { ChevronDown, Link2, ListPlus, Plus, RefreshCw, Trash2 } from "lucide-react";
import { useState } from "react";
import { useLocation } from "wouter";
import { ConfirmDialog } from "@/client/components/ui/alert-dialog";
import { Button } from "@/client/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/client/components/ui/dropdown-menu";
import type { PrincipalRole } from "@/domain/permissions";
import { useClearTestOrders } from "../api/clear-test-orders";
import { useCreateTestOrders } from "../api/create-test-order";
import { DASHBOARD_TEXT } from "../order-messages";

/** 'Add 10 Test Orders' makes ten calls. */
export const BULK_TEST_ORDERS = 10;

export type ManageOrdersMenuProps = { role: PrincipalRole; onRefresh(): void };

/**
 * 'Manage Orders': test orders for the demo role, Uber Eats for owners and admins, a
 * refresh for everyone signed in (a kitchen device included).
 */
export function ManageOrdersMenu({ role, onRefresh }: ManageOrdersMenuProps) {
  const [, navigate] = useLocation();
  const createTestOrders = useCreateTestOrders();
  const clearTestOrders = useClearTestOrders();
  const [isConfirming, setConfirming] = useState(false);
  const isBusy = createTestOrders.isPending || clearTestOrders.isPending;

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="outline" disabled={isBusy}>
            Manage Orders
            <ChevronDown aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          {role === "demo" && (
            <>
              <DropdownMenuItem onSelect={() => createTestOrders.mutate(1)}>
                <Plus aria-hidden />
                Add 1 Test Order
              </DropdownMenuItem>
              <DropdownMenuItem onSelect={() => createTestOrders.mutate(BULK_TEST_ORDERS)}>
                <ListPlus aria-hidden />
                Add 10 Test Orders
              </DropdownMenuItem>
              <DropdownMenuItem variant="destructive" onSelect={() => setConfirming(true)}>
                <Trash2 aria-hidden />
                Clear All Orders
              </DropdownMenuItem>
              <DropdownMenuSeparator />
            </>
          )}
          {(role === "shop_owner" || role === "admin") && (
            <DropdownMenuItem onSelect={() => navigate("/platform-connections")}>
              <Link2 aria-hidden />
              Connect UberEats
            </DropdownMenuItem>
          )}
          <DropdownMenuItem onSelect={onRefresh}>
            <RefreshCw aria-hidden />
            Refresh Orders
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={setConfirming}
        title={DASHBOARD_TEXT.clearTestConfirm}
        confirmLabel="Clear All Orders"
        onConfirm={() => clearTestOrders.mutate()}
      />
    </>
  );
}
