import { ChevronDown, Copy, Download, FolderPlus, Plus, Search, Send, Upload } from "lucide-react";
import { Button } from "@/client/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/client/components/ui/dropdown-menu";
import { Input } from "@/client/components/ui/input";
import { useMayEditMenu } from "../menu-editing";
import type { MenuCounts } from "../menu-format";
import { COPY_MENU_TEXT, MENU_TEXT as TEXT } from "../menu-messages";

export type MenuHeaderProps = {
  counts: MenuCounts | null;
  query: string;
  onQueryChange(query: string): void;
  onAddCategory(): void;
  onAddItem(): void;
  onExport(): void;
  onImport(): void;
  onPublish(): void;
  /** Without it (the account has one location) there is nothing to copy from. */
  onCopyFromLocation?(): void;
  isBusy: boolean;
};

/** The page header, laid out like the Orders Dashboard's: title, counts, actions, search. */
export function MenuHeader({
  counts,
  query,
  onQueryChange,
  onAddCategory,
  onAddItem,
  onExport,
  onImport,
  onPublish,
  onCopyFromLocation,
  isBusy,
}: MenuHeaderProps) {
  const mayEdit = useMayEditMenu();
  return (
    <header className="border-b bg-background">
      <div className="mx-auto grid max-w-[1600px] gap-4 px-4 py-4 sm:px-8 sm:py-6">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h1 className="text-3xl font-bold tracking-tight">{TEXT.title}</h1>
            <p className="mt-1 min-h-6 text-base text-muted-foreground">
              {counts && TEXT.counts(counts.categories, counts.items, counts.unavailable)}
            </p>
          </div>
          {mayEdit && (
            <div className="flex flex-wrap items-center gap-2">
              <Button variant="outline" className="h-11" onClick={onAddCategory}>
                <FolderPlus aria-hidden />
                {TEXT.addCategory}
              </Button>
              <Button className="h-11" onClick={onAddItem}>
                <Plus aria-hidden />
                {TEXT.addItem}
              </Button>
              <DropdownMenu>
                <DropdownMenuTrigger asChild>
                  <Button variant="outline" className="h-11" disabled={isBusy}>
                    {TEXT.transferMenu}
                    <ChevronDown aria-hidden />
                  </Button>
                </DropdownMenuTrigger>
                <DropdownMenuContent>
                  <DropdownMenuItem className="min-h-11" onSelect={onExport}>
                    <Download aria-hidden />
                    {TEXT.exportMenu}
                  </DropdownMenuItem>
                  <DropdownMenuItem className="min-h-11" onSelect={onImport}>
                    <Upload aria-hidden />
                    {TEXT.importMenu}
                  </DropdownMenuItem>
                  {onCopyFromLocation && (
                    <DropdownMenuItem className="min-h-11" onSelect={onCopyFromLocation}>
                      <Copy aria-hidden />
                      {COPY_MENU_TEXT.menuEntry}
                    </DropdownMenuItem>
                  )}
                </DropdownMenuContent>
              </DropdownMenu>
              <Button variant="outline" className="h-11" onClick={onPublish}>
                <Send aria-hidden />
                {TEXT.publishMenu}
              </Button>
            </div>
          )}
        </div>
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-muted-foreground"
            aria-hidden
          />
          <Input
            type="search"
            aria-label={TEXT.searchLabel}
            placeholder={TEXT.searchPlaceholder}
            value={query}
            onChange={(event) => onQueryChange(event.target.value)}
            className="h-12 pl-11 text-base"
          />
        </div>
      </div>
    </header>
  );
}
