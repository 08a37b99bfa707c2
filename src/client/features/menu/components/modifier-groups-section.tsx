import { Plus } from "lucide-react";
import { useId } from "react";
import { Button } from "@/client/components/ui/button";
import type { ModifierGroup } from "@/domain/api/menu";
import { formatPrice } from "../menu-format";
import { GROUP_TEXT } from "../menu-messages";
import { MoreActionsMenu } from "./more-actions-menu";

export type GroupHandlers = {
  onAdd(): void;
  onEdit(group: ModifierGroup): void;
  onDuplicate(group: ModifierGroup): void;
  onDelete(group: ModifierGroup): void;
};

export type ModifierGroupsSectionProps = {
  groups: readonly ModifierGroup[];
  handlers: GroupHandlers;
};

/** 'Modifier groups': the choices items offer, each with its rule and options. */
export function ModifierGroupsSection({ groups, handlers }: ModifierGroupsSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id={headingId} className="text-2xl font-bold tracking-tight">
            {GROUP_TEXT.title}
          </h2>
          <p className="mt-1 text-base text-muted-foreground">{GROUP_TEXT.description}</p>
        </div>
        <Button variant="outline" className="h-11" onClick={handlers.onAdd}>
          <Plus aria-hidden />
          {GROUP_TEXT.add}
        </Button>
      </div>
      {groups.length === 0 ? (
        <p className="rounded-2xl border border-dashed bg-card px-6 py-8 text-center text-base text-muted-foreground">
          {GROUP_TEXT.empty}
        </p>
      ) : (
        <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
          {groups.map((group) => (
            <ModifierGroupCard key={group.id} group={group} handlers={handlers} />
          ))}
        </ul>
      )}
    </section>
  );
}

function ModifierGroupCard({ group, handlers }: { group: ModifierGroup; handlers: GroupHandlers }) {
  return (
    <li className="flex flex-col gap-3 rounded-2xl border bg-card p-4 text-card-foreground shadow-sm">
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1">
          <h3 className="text-lg leading-snug font-semibold [overflow-wrap:anywhere]">
            {group.name}
          </h3>
          <p className="text-sm font-medium text-muted-foreground">{GROUP_TEXT.rule(group)}</p>
        </div>
        <MoreActionsMenu
          name={group.name}
          triggerLabel={GROUP_TEXT.moreActions(group.name)}
          onEdit={() => handlers.onEdit(group)}
          onDuplicate={() => handlers.onDuplicate(group)}
          onDelete={() => handlers.onDelete(group)}
        />
      </div>
      <ul className="grid gap-1 text-base">
        {group.options.map((option) => (
          <li key={option.id} className="flex items-baseline justify-between gap-3">
            <span className="min-w-0 [overflow-wrap:anywhere]">{option.name}</span>
            <span className="shrink-0 tabular-nums text-muted-foreground">
              {option.price > 0 ? `+${formatPrice(option.price)}` : GROUP_TEXT.free}
            </span>
          </li>
        ))}
      </ul>
      <p className="mt-auto border-t pt-3 text-sm text-muted-foreground">
        {GROUP_TEXT.usedBy(group.itemCount)}
      </p>
    </li>
  );
}
