import { useState } from "react";
import { Badge } from "@/client/components/ui/badge";
import { cn } from "@/client/lib/utils";
import { DIETARY_TAG_LABELS, type MenuItem } from "@/domain/api/menu";
import type { AvailabilityInput } from "@/domain/api/menu-availability";
import { formatPrice } from "../menu-format";
import { ITEM_TEXT } from "../menu-messages";
import { AvailabilityBadge } from "./availability-badge";
import { AvailabilityMenu } from "./availability-menu";
import { ChannelResults } from "./channel-results";
import { MoreActionsMenu, type RowPosition } from "./more-actions-menu";
import { DragHandle, type SortableRow, useSortableRow } from "./sortable-list";

export type ItemHandlers = {
  onEdit(item: MenuItem): void;
  onDuplicate(item: MenuItem): void;
  onDelete(item: MenuItem): void;
  onAvailability(item: MenuItem, change: AvailabilityInput): void;
  /** `via`: a drag announces itself; a Move up / Move down entry needs saying. */
  onMove(item: MenuItem, toIndex: number, via: MoveSource): void;
};

export type MoveSource = "menu" | "drag";

export type ItemRowProps = {
  item: MenuItem;
  /** Names of the item's modifier groups, in the item's order. */
  groupNames: readonly string[];
  timezone: string;
  handlers: ItemHandlers;
  /** Where it stands in its category; search results leave it out and cannot move items. */
  position?: RowPosition;
  sortable?: SortableRow;
};

/**
 * One item of a category: name, price, a one-line description, tags, modifier
 * groups and photo; an unavailable item is greyed (without losing text contrast) and badged.
 */
export function ItemRow({
  item,
  groupNames,
  timezone,
  handlers,
  position,
  sortable,
}: ItemRowProps) {
  const isOff = !item.isAvailable;
  return (
    <li
      ref={sortable?.setNodeRef}
      style={sortable?.style}
      data-unavailable={isOff || undefined}
      className={cn(
        "flex items-start gap-2 bg-card px-2 py-3 sm:gap-3 sm:px-3",
        isOff && "bg-muted/60",
        sortable?.isDragging && "relative z-10 rounded-xl shadow-lg ring-2 ring-ring",
      )}
    >
      {sortable && <DragHandle label={ITEM_TEXT.reorder(item.name)} bindings={sortable.handle} />}
      <div className="grid min-w-0 flex-1 grid-cols-[minmax(0,1fr)] gap-3 sm:flex sm:items-start">
        <div className="flex min-w-0 flex-1 gap-3">
          {item.photoUrl && <ItemPhoto url={item.photoUrl} isOff={isOff} />}
          <div className="grid min-w-0 flex-1 grid-cols-[minmax(0,1fr)] gap-1">
            <div className="flex items-baseline justify-between gap-3">
              <h3
                className={cn(
                  "min-w-0 text-lg leading-snug font-semibold",
                  isOff && "text-muted-foreground",
                )}
              >
                {item.name}
              </h3>
              <span
                className={cn(
                  "shrink-0 text-lg font-bold tabular-nums",
                  isOff && "text-muted-foreground",
                )}
              >
                {formatPrice(item.price)}
              </span>
            </div>
            {item.description && (
              <p className="line-clamp-1 text-base text-muted-foreground">{item.description}</p>
            )}
            <ItemDetails item={item} groupNames={groupNames} timezone={timezone} />
          </div>
        </div>
        <div className="flex items-center gap-2 sm:shrink-0">
          <AvailabilityMenu
            name={item.name}
            triggerLabel={ITEM_TEXT.availabilityOf(item.name)}
            subject={item}
            timezone={timezone}
            onChange={(change) => handlers.onAvailability(item, change)}
          />
          <MoreActionsMenu
            name={item.name}
            triggerLabel={ITEM_TEXT.moreActions(item.name)}
            onEdit={() => handlers.onEdit(item)}
            onDuplicate={() => handlers.onDuplicate(item)}
            onDelete={() => handlers.onDelete(item)}
            position={position}
            onMove={(toIndex) => handlers.onMove(item, toIndex, "menu")}
          />
        </div>
      </div>
    </li>
  );
}

/** An item row that can be dragged within its category. */
export function SortableItemRow(props: Omit<ItemRowProps, "sortable">) {
  const sortable = useSortableRow(props.item.id);
  return <ItemRow {...props} sortable={sortable} />;
}

function ItemDetails({ item, groupNames, timezone }: Omit<ItemRowProps, "handlers">) {
  const hasBadges = !item.isAvailable || item.dietaryTags.length > 0;
  return (
    <>
      {hasBadges && (
        <div className="flex flex-wrap items-center gap-1.5 pt-0.5">
          <AvailabilityBadge subject={item} timezone={timezone} />
          {item.dietaryTags.map((tag) => (
            <Badge key={tag} variant="secondary" className="text-sm font-medium">
              {DIETARY_TAG_LABELS[tag]}
            </Badge>
          ))}
        </div>
      )}
      {groupNames.length > 0 && (
        <p className="text-sm text-muted-foreground">
          <span className="font-medium">{ITEM_TEXT.modifiers}</span> {groupNames.join(", ")}
        </p>
      )}
      <ChannelResults results={item.channels} subjectName={item.name} className="pt-1" />
    </>
  );
}

/** A broken photo link hides the picture rather than showing the browser's broken icon. */
function ItemPhoto({ url, isOff }: { url: string; isOff: boolean }) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  if (failedUrl === url) return null;
  return (
    <img
      src={url}
      alt=""
      loading="lazy"
      decoding="async"
      onError={() => setFailedUrl(url)}
      className={cn(
        "size-16 shrink-0 rounded-lg border bg-muted object-cover",
        isOff && "opacity-50 grayscale",
      )}
    />
  );
}
