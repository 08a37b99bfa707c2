import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/client/components/ui/table";
import type { RestaurantOwner } from "@/domain/api/admin";
import { ADMIN_TEXT } from "../admin-messages";
import { OwnerRestaurant } from "./owner-restaurant";
import { OwnerRowActions, type OwnerRowActionsProps } from "./owner-row-actions";
import { OwnerStatus } from "./owner-status";

const TEXT = ADMIN_TEXT.owners;

/** Narrow cells, so the five columns fit beside the sidebar on a landscape tablet. */
const CELL = "px-3";

export type OwnersTableProps = Omit<OwnerRowActionsProps, "owner" | "isBusy" | "layout"> & {
  owners: RestaurantOwner[];
  /** The owner whose change is on its way: their buttons wait. */
  busyOwnerId: string | undefined;
};

/**
 * The Users view from a tablet up: Name, Email, Restaurant (or 'N/A', and the account's
 * number of locations when it holds several), Status, Actions. It fits a tablet's content
 * area; should it ever be wider, it scrolls inside its own region.
 * Phones get the same in a card per owner (OwnerCards).
 */
export function OwnersTable({ owners, busyOwnerId, ...actions }: OwnersTableProps) {
  return (
    <Table label={TEXT.tableLabel} className="min-w-[38rem]">
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead className={CELL}>Name</TableHead>
          <TableHead className={CELL}>Email</TableHead>
          <TableHead className={CELL}>Restaurant</TableHead>
          <TableHead className={CELL}>Status</TableHead>
          <TableHead className={`${CELL} text-right`}>Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {owners.map((owner) => (
          <TableRow key={owner.id}>
            <TableCell className={`${CELL} min-w-[7rem] font-medium`}>{owner.name}</TableCell>
            {/* Long addresses break anywhere rather than widen the table. */}
            <TableCell className={`${CELL} min-w-[10rem] [overflow-wrap:anywhere]`}>
              {owner.email}
            </TableCell>
            <TableCell className={`${CELL} min-w-[6rem]`}>
              <OwnerRestaurant owner={owner} />
            </TableCell>
            <TableCell className={CELL}>
              <OwnerStatus owner={owner} />
            </TableCell>
            <TableCell className={CELL}>
              <OwnerRowActions owner={owner} isBusy={owner.id === busyOwnerId} {...actions} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
