import { useMemo, useState } from "react";
import { Spinner } from "@/client/components/ui/spinner";
import { can } from "@/client/lib/permissions";
import type { CurrentUser } from "@/domain/api/auth";
import type { Menu, ModifierGroup } from "@/domain/api/menu";
import { useMenu } from "../api/get-menu";
import { useMenuActions } from "../hooks/use-menu-actions";
import { useMenuDialog } from "../hooks/use-menu-dialog";
import { useMenuExport } from "../hooks/use-menu-export";
import { useMenuImport } from "../hooks/use-menu-import";
import { useMenuReorder } from "../hooks/use-menu-reorder";
import { MenuEditingContext } from "../menu-editing";
import { countMenu, deviceTimeZone } from "../menu-format";
import { type MenuHandlers, menuHandlers } from "../menu-handlers";
import { MENU_TEXT } from "../menu-messages";
import { searchMenu } from "../menu-search";
import { CopyMenuDialog } from "./copy-menu-dialog";
import { EmptyMenu } from "./empty-menu";
import { ImportDialogs } from "./import-dialogs";
import { MenuCategories } from "./menu-categories";
import { MenuDialogs } from "./menu-dialogs";
import { MenuHeader } from "./menu-header";
import { MenuLoadError } from "./menu-load-error";
import { ModifierGroupsSection } from "./modifier-groups-section";
import { PublishBanner } from "./publish-banner";
import { PublishDialog } from "./publish-dialog";
import { SearchResults } from "./search-results";

export type MenuManagerPageProps = { user: CurrentUser };

/** /menu, the Menu Manager: categories, items, availability and groups. */
export function MenuManagerPage({ user }: MenuManagerPageProps) {
  const mayEdit = can(user, "menu.edit");
  const menuQuery = useMenu();
  const menu = menuQuery.data;
  const [query, setQuery] = useState("");
  const dialog = useMenuDialog();
  const actions = useMenuActions();
  const reorder = useMenuReorder();
  const importer = useMenuImport();
  const exporter = useMenuExport();
  const groups = useMemo(
    () => new Map((menu?.modifierGroups ?? []).map((group) => [group.id, group])),
    [menu],
  );
  const matches = useMemo(() => searchMenu(menu?.categories ?? [], query), [menu, query]);
  const isSearching = query.trim() !== "";
  // The account's other locations and brands, whose menus this one can copy.
  const otherLocations = user.locations.filter((location) => location.id !== user.restaurant?.id);
  const mayCopy = mayEdit && otherLocations.length > 0;
  const openCopy = mayCopy ? () => dialog.open({ kind: "copy-menu" }) : undefined;

  const handlers = menuHandlers({ dialog, actions, reorder });
  // Publishing does not wait for the menu: until it loads, times are in the device's zone.
  const timezone = menu?.timezone ?? deviceTimeZone();
  const openPublish = () => dialog.open({ kind: "publish" });

  return (
    <MenuEditingContext.Provider value={mayEdit}>
      <div className="min-h-full">
        <MenuHeader
          counts={menu ? countMenu(menu) : null}
          query={query}
          onQueryChange={setQuery}
          onAddCategory={() => dialog.open({ kind: "add-category" })}
          onAddItem={() => dialog.open({ kind: "add-item", categoryId: null })}
          onExport={() => void exporter.run()}
          onImport={importer.choose}
          onPublish={openPublish}
          onCopyFromLocation={openCopy}
          isBusy={exporter.isExporting || importer.isImporting}
        />
        {mayEdit && <PublishBanner timezone={timezone} onReview={openPublish} />}
        <section
          aria-label={MENU_TEXT.regionLabel}
          className="mx-auto grid max-w-[1600px] gap-10 px-4 py-6 sm:px-8"
        >
          {menuQuery.isError && (
            <MenuLoadError
              isRetrying={menuQuery.isFetching}
              onRetry={() => void menuQuery.refetch()}
            />
          )}
          {menuQuery.isPending && !menuQuery.isError ? (
            <div className="grid justify-items-center gap-3 py-20 text-muted-foreground">
              <Spinner label={MENU_TEXT.loadingLabel} />
              <p className="text-base">{MENU_TEXT.loading}</p>
            </div>
          ) : menu === undefined ? null : isSearching ? (
            <SearchResults
              query={query}
              matches={matches}
              groups={groups}
              timezone={menu.timezone}
              itemHandlers={handlers.item}
              onClear={() => setQuery("")}
            />
          ) : (
            <MenuBody
              menu={menu}
              groups={groups}
              handlers={handlers}
              onAddCategory={() => dialog.open({ kind: "add-category" })}
              onImport={importer.choose}
              onCopyFromLocation={openCopy}
            />
          )}
        </section>
        {/* Where a Move up / Move down put a row, for screen readers. */}
        <p role="status" className="sr-only">
          {reorder.announcement}
        </p>
        {menu && <MenuDialogs state={dialog} menu={menu} actions={actions} />}
        <PublishDialog
          open={dialog.get("publish") !== null}
          onOpenChange={(open) => !open && dialog.close()}
          timezone={timezone}
        />
        <ImportDialogs importer={importer} />
        {mayCopy && (
          <CopyMenuDialog
            open={dialog.get("copy-menu") !== null}
            onOpenChange={(open) => !open && dialog.close()}
            locations={otherLocations}
            places={user.locations}
          />
        )}
      </div>
    </MenuEditingContext.Provider>
  );
}

type MenuBodyProps = {
  menu: Menu;
  groups: ReadonlyMap<string, ModifierGroup>;
  handlers: MenuHandlers;
  onAddCategory(): void;
  onImport(): void;
  onCopyFromLocation?(): void;
};

function MenuBody({
  menu,
  groups,
  handlers,
  onAddCategory,
  onImport,
  onCopyFromLocation,
}: MenuBodyProps) {
  return (
    <>
      {menu.categories.length === 0 ? (
        <EmptyMenu
          onAddCategory={onAddCategory}
          onImport={onImport}
          onCopyFromLocation={onCopyFromLocation}
        />
      ) : (
        <MenuCategories
          categories={menu.categories}
          groups={groups}
          timezone={menu.timezone}
          itemHandlers={handlers.item}
          categoryHandlers={handlers.category}
        />
      )}
      <ModifierGroupsSection
        groups={menu.modifierGroups}
        timezone={menu.timezone}
        handlers={handlers.group}
      />
    </>
  );
}
