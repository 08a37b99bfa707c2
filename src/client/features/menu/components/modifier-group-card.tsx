import { cn } from "@/client/lib/utils";
import type { ModifierGroup, ModifierOption } from "@/domain/api/menu";
import type { AvailabilityInput } from "@/domain/api/menu-availability";
import { formatPrice } from "../menu-format";
import { GROUP_TEXT } from "../menu-messages";
import { AvailabilityBadge } from "./availability-badge";
import { AvailabilityMenu } from "./availability-menu";
import { ChannelResults } from "./channel-results";
import { MoreActionsMenu } from "./more-actions-menu";

export type GroupHandlers = {
  onAdd(): void;
  onEdit(group: ModifierGroup): void;
  onDuplicate(group: ModifierGroup): void;
  onDelete(group: ModifierGroup): void;
  onOptionAvailability(
    group: ModifierGroup,
    option: ModifierOption,
    change: AvailabilityInput,
  ): void;
};

export type ModifierGroupCardProps = {
  group: ModifierGroup;
  timezone: string;
  handlers: GroupHandlers;
};

/** One modifier group: its rule, its options (each one can be 86'd) and how many items use it. */
export function ModifierGroupCard({ group, timezone, handlers }: ModifierGroupCardProps) {
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
      <ul aria-label={GROUP_TEXT.optionsOf(group.name)} className="grid divide-y text-base">
        {group.options.map((option) => (
          <OptionLine
            key={option.id}
            group={group}
            option={option}
            timezone={timezone}
            handlers={handlers}
          />
        ))}
      </ul>
      <p className="mt-auto border-t pt-3 text-sm text-muted-foreground">
        {GROUP_TEXT.usedBy(group.itemCount)}
      </p>
    </li>
  );
}

type OptionLineProps = {
  group: ModifierGroup;
  option: ModifierOption;
  timezone: string;
  handlers: GroupHandlers;
};

/** An option: name, price, its own availability, and each marketplace's answer to its 86. */
function OptionLine({ group, option, timezone, handlers }: OptionLineProps) {
  const isOff = !option.isAvailable;
  return (
    <li data-unavailable={isOff || undefined} className="grid gap-2 py-2 first:pt-0 last:pb-0">
      <div className="flex items-center gap-3">
        <span
          className={cn(
            "min-w-0 flex-1 [overflow-wrap:anywhere]",
            isOff && "text-muted-foreground",
          )}
        >
          {option.name}
        </span>
        <span className="shrink-0 tabular-nums text-muted-foreground">
          {option.price > 0 ? `+${formatPrice(option.price)}` : GROUP_TEXT.free}
        </span>
        <AvailabilityMenu
          name={option.name}
          triggerLabel={GROUP_TEXT.optionAvailabilityOf(option.name, group.name)}
          subject={option}
          timezone={timezone}
          onChange={(change) => handlers.onOptionAvailability(group, option, change)}
          isCompact
        />
      </div>
      {/* Below the line, across the card: a narrow card has no room beside the name. */}
      <AvailabilityBadge subject={option} timezone={timezone} className="justify-self-start" />
      <ChannelResults results={option.channels} subjectName={option.name} />
    </li>
  );
}
