import { SearchX } from "lucide-react";
import { Button } from "@/client/components/ui/button";
import type { ModifierGroup } from "@/domain/api/menu";
import { MENU_TEXT } from "../menu-messages";
import type { CategoryMatches } from "../menu-search";
import { CategorySection } from "./category-section";
import type { ItemHandlers } from "./item-row";

export type SearchResultsProps = {
  query: string;
  matches: readonly CategoryMatches[];
  groups: ReadonlyMap<string, ModifierGroup>;
  timezone: string;
  itemHandlers: ItemHandlers;
  onClear(): void;
};

/**
 * The items matching a search, grouped under their categories in menu order. Their
 * availability and actions still work (86 "salmon" straight from a search); moving waits
 * for the whole menu, where a position means something.
 */
export function SearchResults({
  query,
  matches,
  groups,
  timezone,
  itemHandlers,
  onClear,
}: SearchResultsProps) {
  const count = matches.reduce((total, { items }) => total + items.length, 0);
  return (
    <div className="grid gap-6">
      {/* One live region for both outcomes, so a screen reader hears each new result. */}
      <div role="status">
        {count > 0 ? (
          <p className="text-base font-medium text-muted-foreground">
            {MENU_TEXT.searchCount(count)}
          </p>
        ) : (
          <div className="grid justify-items-center gap-3 rounded-2xl border border-dashed bg-card px-6 py-16 text-center">
            <SearchX className="size-10 text-muted-foreground" aria-hidden />
            <p className="text-xl font-semibold [overflow-wrap:anywhere]">
              {MENU_TEXT.noMatches(query.trim())}
            </p>
            <p className="max-w-md text-muted-foreground">{MENU_TEXT.noMatchesHint}</p>
            <Button variant="outline" className="h-11" onClick={onClear}>
              {MENU_TEXT.clearSearch}
            </Button>
          </div>
        )}
      </div>
      {matches.map(({ category, items }) => (
        <CategorySection
          key={category.id}
          category={category}
          items={items}
          groups={groups}
          timezone={timezone}
          itemHandlers={itemHandlers}
        />
      ))}
    </div>
  );
}
