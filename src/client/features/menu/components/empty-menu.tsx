import { Copy, FolderPlus, Upload, UtensilsCrossed } from "lucide-react";
import { Button } from "@/client/components/ui/button";
import { Card } from "@/client/components/ui/card";
import { useMayEditMenu } from "../menu-editing";
import { COPY_MENU_TEXT, MENU_TEXT } from "../menu-messages";

export type EmptyMenuProps = {
  onAddCategory(): void;
  onImport(): void;
  /** Only when the account has another location to copy a menu from. */
  onCopyFromLocation?(): void;
};

/** A menu with no categories yet: the ways to start. */
export function EmptyMenu({ onAddCategory, onImport, onCopyFromLocation }: EmptyMenuProps) {
  const mayEdit = useMayEditMenu();
  return (
    <Card className="grid justify-items-center gap-3 border-dashed px-6 py-14 text-center">
      <UtensilsCrossed className="size-10 text-muted-foreground" aria-hidden />
      <h2 className="text-xl font-semibold">{MENU_TEXT.empty.title}</h2>
      <p className="max-w-md text-base text-muted-foreground">{MENU_TEXT.empty.description}</p>
      {mayEdit && (
        <div className="mt-2 flex flex-wrap justify-center gap-2">
          <Button className="h-11" onClick={onAddCategory}>
            <FolderPlus aria-hidden />
            {MENU_TEXT.addCategory}
          </Button>
          <Button variant="outline" className="h-11" onClick={onImport}>
            <Upload aria-hidden />
            {MENU_TEXT.importMenu}
          </Button>
          {onCopyFromLocation && (
            <Button variant="outline" className="h-11" onClick={onCopyFromLocation}>
              <Copy aria-hidden />
              {COPY_MENU_TEXT.menuEntry}
            </Button>
          )}
        </div>
      )}
    </Card>
  );
}
