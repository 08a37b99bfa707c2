import { Plus } from "lucide-react";
import { useId } from "react";
import { Button } from "@/client/components/ui/button";
import type { ModifierGroup } from "@/domain/api/menu";
import { useMayEditMenu } from "../menu-editing";
import { GROUP_TEXT } from "../menu-messages";
import { type GroupHandlers, ModifierGroupCard } from "./modifier-group-card";

export type ModifierGroupsSectionProps = {
  groups: readonly ModifierGroup[];
  /** The restaurant's, for when an 86'd option comes back. */
  timezone: string;
  handlers: GroupHandlers;
};

/** 'Modifier groups': the choices items offer, each with its rule and options. */
export function ModifierGroupsSection({ groups, timezone, handlers }: ModifierGroupsSectionProps) {
  const headingId = useId();
  const mayEdit = useMayEditMenu();
  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id={headingId} className="text-2xl font-bold tracking-tight">
            {GROUP_TEXT.title}
          </h2>
          <p className="mt-1 text-base text-muted-foreground">{GROUP_TEXT.description}</p>
        </div>
        {mayEdit && (
          <Button variant="outline" className="h-11" onClick={handlers.onAdd}>
            <Plus aria-hidden />
            {GROUP_TEXT.add}
          </Button>
        )}
      </div>
      {groups.length === 0 ? (
        <p className="rounded-2xl border border-dashed bg-card px-6 py-8 text-center text-base text-muted-foreground">
          {GROUP_TEXT.empty}
        </p>
      ) : (
        <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
          {groups.map((group) => (
            <ModifierGroupCard
              key={group.id}
              group={group}
              timezone={timezone}
              handlers={handlers}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
