import { Building2, ChevronsUpDown, LoaderCircle } from "lucide-react";
import { Fragment } from "react";
import { useLocation } from "wouter";
import { Badge } from "@/client/components/ui/badge";
import { Button } from "@/client/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/client/components/ui/dropdown-menu";
import { Tooltip } from "@/client/components/ui/tooltip";
import { toast } from "@/client/hooks/use-toast";
import { errorMessage } from "@/client/lib/api-client";
import { canViewAllLocations, setLocationView, useLocationView } from "@/client/lib/location-view";
import { groupBrands, kitchenOf } from "@/client/lib/places";
import { cn } from "@/client/lib/utils";
import type { CurrentUser } from "@/domain/api/auth";
import type { LocationSummary } from "@/domain/api/location-summary";
import { ALL_LOCATIONS } from "@/domain/api/locations";
import { useChooseLocation } from "../api/choose-location";
import { SWITCHER_TEXT as TEXT } from "../locations-text";

type SwitcherUser = Pick<CurrentUser, "permissions" | "locations" | "restaurant">;

/** Only someone who works at more than one location has anything to switch between. */
export function canSwitchLocation(user: Pick<CurrentUser, "locations">): boolean {
  return user.locations.length > 1;
}

export type LocationSwitcherProps = {
  user: SwitcherUser;
  /** The collapsed sidebar's form: an icon, its name in a tooltip. */
  compact?: boolean;
  /** A choice was made (the drawer closes, as it does for a screen chosen). */
  onChosen?(): void;
  className?: string;
};

/**
 * "Location: Harbor Street", opening the person's locations as a menu of choices (arrow keys,
 * Enter, typing a name's first letters), each location's brands indented under it; owners and
 * managers also find All locations there. Choosing a location or a brand moves this browser
 * there and reloads every screen for it; All locations opens the dashboard with every
 * location's orders, remembered on this browser.
 */
export function LocationSwitcher({
  user,
  compact = false,
  onChosen,
  className,
}: LocationSwitcherProps) {
  const [path, navigate] = useLocation();
  const view = useLocationView(user);
  const choose = useChooseLocation();
  if (!canSwitchLocation(user) || !user.restaurant) return null;
  const current = user.restaurant;
  // All locations is the dashboard's way of showing orders; every other screen is this
  // location's (or brand's), and says so.
  const isAllShown = view === "all" && path === "/dashboard";
  const isAtBrand = !isAllShown && Boolean(current.kitchenId);
  const kitchenName = kitchenOf(current, user.locations)?.name;
  const shownName = isAllShown ? TEXT.allLocations : current.name;
  const label = `${TEXT.prefix}${isAtBrand ? TEXT.brandLabel(shownName, kitchenName) : shownName}`;

  const chooseLocation = async (location: LocationSummary) => {
    if (choose.isPending) return;
    if (location.id === current.id) {
      setLocationView("current");
      onChosen?.();
      return;
    }
    try {
      await choose.mutateAsync({ locationId: location.id });
      toast({ variant: "success", ...TEXT.switched(location.name, location.kitchenId !== null) });
      onChosen?.();
    } catch (error) {
      toast({
        variant: "destructive",
        title: TEXT.failedTitle(location.name),
        description: errorMessage(error, TEXT.failedFallback),
      });
    }
  };
  const chooseAll = () => {
    setLocationView("all");
    navigate("/dashboard");
    onChosen?.();
  };

  const icon = choose.isPending ? (
    <LoaderCircle aria-hidden className="motion-safe:animate-spin" />
  ) : (
    <Building2 aria-hidden />
  );
  const trigger = compact ? (
    <Button
      variant="ghost"
      size="icon"
      aria-label={label}
      aria-busy={choose.isPending}
      className={cn("size-11", className)}
    >
      {icon}
    </Button>
  ) : (
    <Button
      variant="outline"
      aria-label={label}
      aria-busy={choose.isPending}
      className={cn("h-11 min-w-0 justify-start gap-2 px-3 text-[0.95rem]", className)}
    >
      {icon}
      <span className="grid min-w-0 flex-1 text-left">
        <span className="truncate leading-tight">{shownName}</span>
        {isAtBrand && (
          <span className="truncate text-xs leading-tight text-muted-foreground">
            {kitchenName ? TEXT.brandOf(kitchenName) : TEXT.brand}
          </span>
        )}
      </span>
      <ChevronsUpDown aria-hidden className="text-muted-foreground" />
    </Button>
  );

  return (
    <DropdownMenu>
      {compact ? (
        <Tooltip label={label} side="right">
          <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
        </Tooltip>
      ) : (
        <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      )}
      <DropdownMenuContent align="start" className="w-72 max-w-[calc(100vw-1.5rem)]">
        <DropdownMenuLabel>{TEXT.menuLabel}</DropdownMenuLabel>
        <DropdownMenuRadioGroup value={isAllShown ? ALL_LOCATIONS : current.id}>
          {groupBrands(user.locations).map(({ place, brands }) => (
            <Fragment key={place.id}>
              <PlaceChoice place={place} onChoose={chooseLocation} />
              {brands.map((brand) => (
                <PlaceChoice
                  key={brand.id}
                  place={brand}
                  kitchenName={place.name}
                  onChoose={chooseLocation}
                />
              ))}
            </Fragment>
          ))}
          {canViewAllLocations(user) && (
            <>
              <DropdownMenuSeparator />
              <DropdownMenuRadioItem
                value={ALL_LOCATIONS}
                className="min-h-11 text-base font-medium"
                onSelect={chooseAll}
              >
                {TEXT.allLocations}
              </DropdownMenuRadioItem>
            </>
          )}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

type PlaceChoiceProps = {
  place: LocationSummary;
  /** A brand's location, when listed: the brand is indented under it. */
  kitchenName?: string;
  onChoose(place: LocationSummary): Promise<void>;
};

/** One location, or one brand marked as such: 44 px tall, a brand indented under its location. */
function PlaceChoice({ place, kitchenName, onChoose }: PlaceChoiceProps) {
  const isBrand = place.kitchenId !== null;
  return (
    <DropdownMenuRadioItem
      value={place.id}
      // The indent shows the eye whose brand it is; a screen reader hears it in the name.
      aria-label={isBrand ? TEXT.brandLabel(place.name, kitchenName) : undefined}
      textValue={place.name}
      className={cn("min-h-11 text-base", kitchenName && "pl-12")}
      onSelect={() => void onChoose(place)}
    >
      <span className="min-w-0 truncate">{place.name}</span>
      {isBrand && (
        <Badge variant="outline" className="ml-auto shrink-0 font-medium">
          {TEXT.brand}
        </Badge>
      )}
    </DropdownMenuRadioItem>
  );
}
