import { Plus } from "lucide-react";
import { useId } from "react";
import { Button } from "@/client/components/ui/button";
import { cn } from "@/client/lib/utils";
import type { MenuCategory, MenuItem, ModifierGroup } from "@/domain/api/menu";
import { useMayEditMenu } from "../menu-editing";
import { CATEGORY_TEXT, MENU_TEXT } from "../menu-messages";
import { CategoryStationSelect } from "./category-station-select";
import { type ItemHandlers, ItemRow, type MoveSource, SortableItemRow } from "./item-row";
import { MoreActionsMenu, type RowPosition } from "./more-actions-menu";
import { DragHandle, SortableList, type SortableRow, useSortableRow } from "./sortable-list";

export type CategoryHandlers = {
  onAddItem(category: MenuCategory): void;
  onRename(category: MenuCategory): void;
  onDelete(category: MenuCategory): void;
  onMove(category: MenuCategory, toIndex: number, via: MoveSource): void;
};

export type CategorySectionProps = {
  category: MenuCategory;
  /** The items to list: all of them, or a search's matches (which cannot be reordered). */
  items?: readonly MenuItem[];
  groups: ReadonlyMap<string, ModifierGroup>;
  timezone: string;
  itemHandlers: ItemHandlers;
  categoryHandlers?: CategoryHandlers;
  /** The stations a category can be sent to; without them the station is not shown. */
  stations?: readonly string[];
  position?: RowPosition;
  sortable?: SortableRow;
};

/** A category: its name as a heading, its item count, actions, and its items in order. */
export function CategorySection({
  category,
  items,
  groups,
  timezone,
  itemHandlers,
  categoryHandlers,
  stations,
  position,
  sortable,
}: CategorySectionProps) {
  const headingId = useId();
  const mayEdit = useMayEditMenu();
  const isSearch = items !== undefined;
  const shown = items ?? category.items;
  const rowProps = (item: MenuItem) => ({
    item,
    groupNames: item.modifierGroupIds.flatMap((id) => groups.get(id)?.name ?? []),
    timezone,
    handlers: itemHandlers,
  });
  const onDragItem = (itemId: string, toIndex: number) => {
    const item = category.items.find(({ id }) => id === itemId);
    if (item) itemHandlers.onMove(item, toIndex, "drag");
  };

  return (
    <section
      ref={sortable?.setNodeRef}
      style={sortable?.style}
      aria-labelledby={headingId}
      className={cn(
        "overflow-hidden rounded-2xl border bg-card text-card-foreground shadow-sm",
        sortable?.isDragging && "relative z-20 shadow-xl ring-2 ring-ring",
      )}
    >
      <div className="flex items-center gap-2 border-b px-2 py-3 sm:px-3">
        {sortable && (
          <DragHandle label={CATEGORY_TEXT.reorder(category.name)} bindings={sortable.handle} />
        )}
        <div className={cn("min-w-0 flex-1", !sortable && "pl-2")}>
          <h2
            id={headingId}
            className="text-xl font-semibold tracking-tight [overflow-wrap:anywhere]"
          >
            {category.name}
          </h2>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <p className="text-sm text-muted-foreground">
              {CATEGORY_TEXT.itemCount(category.items.length)}
            </p>
            {stations && mayEdit && (
              <CategoryStationSelect category={category} stations={stations} />
            )}
          </div>
        </div>
        {categoryHandlers && mayEdit && (
          <>
            <Button
              variant="outline"
              className="h-11"
              aria-label={MENU_TEXT.addItemTo(category.name)}
              onClick={() => categoryHandlers.onAddItem(category)}
            >
              <Plus aria-hidden />
              <span className="max-sm:sr-only">{MENU_TEXT.addItem}</span>
            </Button>
            <MoreActionsMenu
              name={category.name}
              triggerLabel={CATEGORY_TEXT.actions(category.name)}
              onEdit={() => categoryHandlers.onRename(category)}
              editLabel={CATEGORY_TEXT.rename}
              onDelete={() => categoryHandlers.onDelete(category)}
              position={position}
              onMove={(toIndex) => categoryHandlers.onMove(category, toIndex, "menu")}
            />
          </>
        )}
      </div>
      {shown.length === 0 ? (
        <p className="px-4 py-6 text-base text-muted-foreground">{CATEGORY_TEXT.emptyCategory}</p>
      ) : isSearch ? (
        <ul className="divide-y">
          {shown.map((item) => (
            <ItemRow key={item.id} {...rowProps(item)} />
          ))}
        </ul>
      ) : (
        <SortableList records={shown} onMove={onDragItem}>
          <ul className="divide-y">
            {shown.map((item, index) => (
              <SortableItemRow
                key={item.id}
                {...rowProps(item)}
                position={{ index, count: shown.length }}
              />
            ))}
          </ul>
        </SortableList>
      )}
    </section>
  );
}

/** A category section that can be dragged among the others. */
export function SortableCategorySection(props: Omit<CategorySectionProps, "sortable">) {
  const sortable = useSortableRow(props.category.id);
  return <CategorySection {...props} sortable={sortable} />;
}
