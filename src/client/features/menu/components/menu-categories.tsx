import { useMemo } from "react";
import type { MenuCategory, ModifierGroup } from "@/domain/api/menu";
import { BUILT_IN_STATIONS } from "@/domain/printing";
import { type CategoryHandlers, SortableCategorySection } from "./category-section";
import type { ItemHandlers } from "./item-row";
import { SortableList } from "./sortable-list";

export type MenuCategoriesProps = {
  categories: readonly MenuCategory[];
  groups: ReadonlyMap<string, ModifierGroup>;
  timezone: string;
  itemHandlers: ItemHandlers;
  categoryHandlers: CategoryHandlers;
};

/** Every category in display order, each one draggable by its handle. */
export function MenuCategories({
  categories,
  groups,
  timezone,
  itemHandlers,
  categoryHandlers,
}: MenuCategoriesProps) {
  // The built-in stations first, then the restaurant's own in menu order.
  const stations = useMemo(
    () => [...new Set([...BUILT_IN_STATIONS, ...categories.map(({ station }) => station)])],
    [categories],
  );
  const onDragCategory = (categoryId: string, toIndex: number) => {
    const category = categories.find(({ id }) => id === categoryId);
    if (category) categoryHandlers.onMove(category, toIndex, "drag");
  };
  return (
    <SortableList records={categories} onMove={onDragCategory}>
      <div className="grid gap-6">
        {categories.map((category, index) => (
          <SortableCategorySection
            key={category.id}
            category={category}
            groups={groups}
            timezone={timezone}
            itemHandlers={itemHandlers}
            categoryHandlers={categoryHandlers}
            stations={stations}
            position={{ index, count: categories.length }}
          />
        ))}
      </div>
    </SortableList>
  );
}
