import { ArrowDown, ArrowUp, Copy, EllipsisVertical, Pencil, Trash2 } from "lucide-react";
import { Button } from "@/client/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/client/components/ui/dropdown-menu";
import { useMayEditMenu } from "../menu-editing";
import { ITEM_TEXT } from "../menu-messages";

export type RowPosition = { index: number; count: number };

export type MoreActionsMenuProps = {
  name: string;
  triggerLabel: string;
  onEdit?(): void;
  editLabel?: string;
  onDuplicate?(): void;
  onDelete(): void;
  /** Without it (search results) the entries to move are left out. */
  position?: RowPosition;
  onMove?(toIndex: number): void;
};

/**
 * A row's more-actions menu. 'Move up' and 'Move down' are here so that reordering never
 * depends on dragging; their names say what moves: "Move Margherita up".
 */
export function MoreActionsMenu({
  name,
  triggerLabel,
  onEdit,
  editLabel = ITEM_TEXT.edit,
  onDuplicate,
  onDelete,
  position,
  onMove,
}: MoreActionsMenuProps) {
  const mayEdit = useMayEditMenu();
  const canMove = position !== undefined && onMove !== undefined;
  if (!mayEdit) return null;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="icon" className="size-11" aria-label={triggerLabel}>
          <EllipsisVertical aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel className="max-w-64 truncate">{name}</DropdownMenuLabel>
        {onEdit && (
          <DropdownMenuItem className="min-h-11" onSelect={onEdit}>
            <Pencil aria-hidden />
            {editLabel}
          </DropdownMenuItem>
        )}
        {onDuplicate && (
          <DropdownMenuItem className="min-h-11" onSelect={onDuplicate}>
            <Copy aria-hidden />
            {ITEM_TEXT.duplicate}
          </DropdownMenuItem>
        )}
        {canMove && (
          <>
            <DropdownMenuItem
              className="min-h-11"
              disabled={position.index === 0}
              onSelect={() => onMove(position.index - 1)}
            >
              <ArrowUp aria-hidden />
              <span>
                {ITEM_TEXT.move} <span className="sr-only">{name}</span> {ITEM_TEXT.up}
              </span>
            </DropdownMenuItem>
            <DropdownMenuItem
              className="min-h-11"
              disabled={position.index >= position.count - 1}
              onSelect={() => onMove(position.index + 1)}
            >
              <ArrowDown aria-hidden />
              <span>
                {ITEM_TEXT.move} <span className="sr-only">{name}</span> {ITEM_TEXT.down}
              </span>
            </DropdownMenuItem>
          </>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem className="min-h-11" variant="destructive" onSelect={onDelete}>
          <Trash2 aria-hidden />
          {ITEM_TEXT.delete}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
