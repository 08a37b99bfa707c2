import type { ReactNode } from "react";
import { ADMIN_TEXT } from "../admin-messages";
import { OwnerRestaurant } from "./owner-restaurant";
import { OwnerRowActions } from "./owner-row-actions";
import { OwnerStatus } from "./owner-status";
import type { OwnersTableProps } from "./owners-table";

const TEXT = ADMIN_TEXT.owners;

export type OwnerCardsProps = OwnersTableProps;

/**
 * The Users view on a phone: a card per owner with the table's columns as labelled lines,
 * so Status and the actions are on screen without scrolling sideways.
 */
export function OwnerCards({ owners, busyOwnerId, ...actions }: OwnerCardsProps) {
  return (
    <ul aria-label={TEXT.tableLabel} className="grid gap-3">
      {owners.map((owner) => (
        <li key={owner.id} className="grid gap-3 rounded-xl border bg-card p-4">
          <h2 className="text-lg font-semibold [overflow-wrap:anywhere]">{owner.name}</h2>
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] items-baseline gap-x-4 gap-y-2">
            <Line term="Email">
              {/* Long addresses break anywhere rather than widen the card. */}
              <span className="[overflow-wrap:anywhere]">{owner.email}</span>
            </Line>
            <Line term="Restaurant">
              <OwnerRestaurant owner={owner} />
            </Line>
            <Line term="Status">
              <OwnerStatus owner={owner} />
            </Line>
          </dl>
          <OwnerRowActions
            owner={owner}
            isBusy={owner.id === busyOwnerId}
            layout="row"
            {...actions}
          />
        </li>
      ))}
    </ul>
  );
}

function Line({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-sm font-medium text-muted-foreground">{term}</dt>
      <dd className="min-w-0">{children}</dd>
    </>
  );
}
