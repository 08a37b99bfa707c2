import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  type Modifier,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { GripVertical } from "lucide-react";
import type { CSSProperties, ReactNode } from "react";
import { useMayEditMenu } from "../menu-editing";
import { DRAG_TEXT } from "../menu-messages";

export type SortableRecord = { id: string; name: string };

/** Lists only move up and down; sideways drift would only look broken. */
const restrictToVerticalAxis: Modifier = ({ transform }) => ({ ...transform, x: 0 });

function buildAnnouncements(records: readonly SortableRecord[]): Announcements {
  const total = records.length;
  const nameOf = (id: UniqueIdentifier) => records.find((record) => record.id === id)?.name ?? "";
  const positionOf = (id: UniqueIdentifier) => records.findIndex((record) => record.id === id) + 1;
  return {
    onDragStart: ({ active }) =>
      DRAG_TEXT.pickedUp(nameOf(active.id), positionOf(active.id), total),
    onDragOver: ({ active, over }) =>
      over ? DRAG_TEXT.over(nameOf(active.id), positionOf(over.id), total) : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? DRAG_TEXT.dropped(nameOf(active.id), positionOf(over.id), total)
        : DRAG_TEXT.cancelled(nameOf(active.id)),
    onDragCancel: ({ active }) => DRAG_TEXT.cancelled(nameOf(active.id)),
  };
}

export type SortableListProps = {
  /** What the list shows, in order: ids to sort by, names to announce. */
  records: readonly SortableRecord[];
  onMove(id: string, toIndex: number): void;
  children: ReactNode;
};

/**
 * One reorderable list: dragged by its handles with a pointer, or from the keyboard (Space
 * or Enter picks up, arrows move, Space or Enter drops, Escape cancels), with each step
 * announced. Lists nest: a category's items sort inside their own context.
 */
export function SortableList({ records, onMove, children }: SortableListProps) {
  const sensors = useSensors(
    // A few pixels of travel first, so a tap on the handle is not a drag.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = records.map((record) => record.id);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const toIndex = ids.indexOf(String(over.id));
    if (toIndex !== -1) onMove(String(active.id), toIndex);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={[restrictToVerticalAxis]}
      accessibility={{
        announcements: buildAnnouncements(records),
        screenReaderInstructions: { draggable: DRAG_TEXT.instructions },
      }}
      onDragEnd={onDragEnd}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}

export type SortableRow = {
  setNodeRef(node: HTMLElement | null): void;
  style: CSSProperties;
  isDragging: boolean;
  handle: DragHandleBindings;
};

export type DragHandleBindings = Pick<
  ReturnType<typeof useSortable>,
  "attributes" | "listeners"
> & {
  ref(node: HTMLElement | null): void;
};

/** A row of a `SortableList`: where it is drawn while dragged, and what its handle needs. */
export function useSortableRow(id: string): SortableRow {
  const sortable = useSortable({ id });
  return {
    setNodeRef: sortable.setNodeRef,
    // Translate, not Transform: rows of different heights must not be stretched.
    style: {
      transform: CSS.Translate.toString(sortable.transform),
      transition: sortable.transition,
    },
    isDragging: sortable.isDragging,
    handle: {
      ref: sortable.setActivatorNodeRef,
      attributes: sortable.attributes,
      listeners: sortable.listeners,
    },
  };
}

export type DragHandleProps = { label: string; bindings: DragHandleBindings };

/** The grip a row is dragged by; named "Reorder <name>" for screen readers and tests. */
export function DragHandle({ label, bindings }: DragHandleProps) {
  // A role that may not change the menu may not reorder it either.
  if (!useMayEditMenu()) return null;
  return (
    <button
      type="button"
      ref={bindings.ref}
      {...bindings.attributes}
      {...bindings.listeners}
      aria-label={label}
      // No browser scrolling or zooming while a finger drags the handle.
      className="inline-flex size-11 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground active:cursor-grabbing"
    >
      <GripVertical className="size-5" aria-hidden />
    </button>
  );
}
