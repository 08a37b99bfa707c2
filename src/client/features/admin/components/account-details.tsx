import { MapPin } from "lucide-react";
import { type ReactNode, useId } from "react";
import { Badge } from "@/client/components/ui/badge";
import { useNow } from "@/client/hooks/use-now";
import { groupBrands } from "@/client/lib/places";
import { cn } from "@/client/lib/utils";
import type { AdminAccount } from "@/domain/api/admin";
import { joinNames } from "@/domain/join-names";
import { TEAM_ROLE_LABELS } from "@/domain/permissions";
import { formatRelativeTime } from "@/domain/relative-time";
import { ADMIN_TEXT } from "../admin-messages";

const TEXT = ADMIN_TEXT.account;

type Location = AdminAccount["locations"][number];
type Device = Location["devices"][number];
type Person = AdminAccount["people"][number];

/**
 * Each location: where it is, its clock and currency, its orders, the brands its kitchen
 * cooks, and its kitchen devices (which serve its brands too).
 */
export function AccountLocations({ locations }: { locations: Location[] }) {
  return (
    <DetailsSection title={TEXT.locations}>
      {locations.length === 0 ? (
        <Empty>{TEXT.noLocations}</Empty>
      ) : (
        <ul className="grid gap-3">
          {groupBrands(locations).map(({ place, brands }) => (
            <li key={place.id} className="grid gap-3 rounded-xl border p-4">
              <div className="grid gap-0.5">
                <h4 className="flex flex-wrap items-center gap-2 text-base font-semibold">
                  <span className="[overflow-wrap:anywhere]">{place.name}</span>
                  {place.kitchenId !== null && <Badge variant="outline">{TEXT.brand}</Badge>}
                </h4>
                <p className="text-sm [overflow-wrap:anywhere]">{place.address}</p>
                <p className="text-sm text-muted-foreground">
                  {place.timezone} · {place.currency} · {TEXT.orders(place.orders)}
                </p>
              </div>
              {brands.length > 0 && <LocationBrands location={place} brands={brands} />}
              <LocationDevices location={place} />
            </li>
          ))}
        </ul>
      )}
    </DetailsSection>
  );
}

/** The brands a location's kitchen cooks: each with its clock, currency and orders. */
function LocationBrands({ location, brands }: { location: Location; brands: Location[] }) {
  return (
    <ul aria-label={TEXT.brandsOf(location.name)} className="grid gap-2 border-t pt-3">
      {brands.map((brand) => (
        <li key={brand.id} className="grid gap-0.5 border-l-2 pl-3">
          <h5 className="flex flex-wrap items-center gap-2 text-sm font-semibold">
            <span className="[overflow-wrap:anywhere]">{brand.name}</span>
            <Badge variant="outline">{TEXT.brand}</Badge>
          </h5>
          <p className="text-sm text-muted-foreground">
            {brand.timezone} · {brand.currency} · {TEXT.orders(brand.orders)}
          </p>
        </li>
      ))}
    </ul>
  );
}

function LocationDevices({ location }: { location: Location }) {
  // Refreshed each minute so "last used 5 mins ago" stays true while the dialog is open.
  const now = useNow(60_000);
  if (location.devices.length === 0) {
    return <p className="border-t pt-3 text-sm text-muted-foreground">{TEXT.noDevices}</p>;
  }
  return (
    <div className="grid gap-2 border-t pt-3 text-sm">
      <p className="font-medium text-muted-foreground">{TEXT.devices}</p>
      <ul aria-label={TEXT.devicesAt(location.name)} className="grid gap-2">
        {location.devices.map((device) => (
          <li key={device.id} className="flex flex-wrap items-center gap-x-2 gap-y-0.5">
            <span
              aria-hidden
              className={cn(
                "size-2.5 shrink-0 rounded-full",
                device.status === "paired" ? "bg-green-600 dark:bg-green-400" : "bg-amber-500",
              )}
            />
            <span className="font-medium [overflow-wrap:anywhere]">{device.name}</span>
            <span className="text-muted-foreground">{deviceStatus(device, now)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** "Paired · last used 5 mins ago" (or "... Yesterday at 6:05 PM"), or "Waiting for its code". */
function deviceStatus(device: Device, now: number): string {
  if (device.status === "waiting") return TEXT.waiting;
  const lastUsed = device.lastSeenAt ? formatRelativeTime({ date: device.lastSeenAt, now }) : null;
  return TEXT.paired(lastUsed);
}

export type AccountPeopleProps = { people: Person[]; locations: Location[] };

/** Everyone of the account: name, email, role, where they work, and whether they are inactive. */
export function AccountPeople({ people, locations }: AccountPeopleProps) {
  return (
    <DetailsSection title={TEXT.people}>
      {people.length === 0 ? (
        <Empty>{TEXT.noPeople}</Empty>
      ) : (
        <ul className="divide-y rounded-xl border">
          {people.map((person) => (
            <li key={person.id} className="grid gap-1 px-4 py-3">
              <p className="flex flex-wrap items-center gap-2 text-base font-semibold">
                <span className="[overflow-wrap:anywhere]">{person.name}</span>
                <Badge variant="outline">{TEAM_ROLE_LABELS[person.role]}</Badge>
                {!person.active && <Badge variant="secondary">{TEXT.inactive}</Badge>}
              </p>
              <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">
                {person.email}
              </p>
              <p className="flex items-start gap-1.5 text-sm text-muted-foreground">
                <MapPin aria-hidden className="mt-0.5 size-4 shrink-0" />
                <span className="[overflow-wrap:anywhere]">
                  {describeWorkplaces(person.locationIds, locations)}
                </span>
              </p>
            </li>
          ))}
        </ul>
      )}
    </DetailsSection>
  );
}

/** "All locations", or the names of the chosen ones ("Centro and Harbour"). */
function describeWorkplaces(locationIds: string[] | null, locations: Location[]): string {
  if (locationIds === null) return TEXT.allLocations;
  return joinNames(
    locations.filter((location) => locationIds.includes(location.id)).map(({ name }) => name),
  );
}

function DetailsSection({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="grid gap-3">
      <h3 id={titleId} className="text-lg font-semibold">
        {title}
      </h3>
      {children}
    </section>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-lg border border-dashed px-4 py-6 text-center text-base text-muted-foreground">
      {children}
    </p>
  );
}
