import { Button } from "@/client/components/ui/button";
import { Spinner } from "@/client/components/ui/spinner";
import { can } from "@/client/lib/permissions";
import type { CurrentUser } from "@/domain/api/auth";
import { useTeam } from "../api/team";
import { workplaceOf, workplaces } from "../location-names";
import { PEOPLE_TEXT } from "../people-text";
import { InvitationRow } from "./invitation-row";
import { InviteForm } from "./invite-form";
import { PersonRow } from "./person-row";

/**
 * The People part of Settings: invite someone, the team with their roles (and, in an account
 * of several locations, where each works), and the invitations waiting. What each control
 * offers follows the person's own role; the page draws the section around it.
 */
export function PeopleSettings({ user }: { user: CurrentUser }) {
  const team = useTeam();
  const mayManage = can(user, "people.manage");
  // One location: nothing to choose and nothing to say about where anyone works. Brands are
  // never where someone works: their location's people make their orders.
  const workplaceList = workplaces(user.locations);
  const locations = workplaceList.length > 1 ? workplaceList : [];
  const currentLocationId = workplaceOf(user.restaurant?.id, user.locations);
  if (team.isError) {
    return (
      <div role="alert" className="grid justify-items-start gap-3">
        <p className="text-base">{PEOPLE_TEXT.loadFailed}</p>
        <Button variant="outline" disabled={team.isFetching} onClick={() => void team.refetch()}>
          {PEOPLE_TEXT.retry}
        </Button>
      </div>
    );
  }
  return (
    <div className="grid gap-6">
      <InviteForm
        mayInviteAnyRole={mayManage}
        mayInviteEverywhere={user.worksAtAllLocations}
        locations={locations}
        currentLocationId={currentLocationId}
      />
      {!team.data ? (
        <div className="grid justify-items-center py-6">
          <Spinner label={PEOPLE_TEXT.loading} className="size-7" />
        </div>
      ) : (
        <>
          <section aria-labelledby="team-heading" className="grid gap-1">
            <h3 id="team-heading" className="text-lg font-semibold">
              {PEOPLE_TEXT.team}
            </h3>
            <ul className="divide-y">
              {team.data.people.map((person) => (
                <PersonRow
                  key={person.id}
                  person={person}
                  mayManage={mayManage}
                  locations={locations}
                  currentLocationId={currentLocationId}
                />
              ))}
            </ul>
          </section>
          <section aria-labelledby="invitations-heading" className="grid gap-1">
            <h3 id="invitations-heading" className="text-lg font-semibold">
              {PEOPLE_TEXT.invitations}
            </h3>
            {team.data.invitations.length === 0 ? (
              <p className="text-base text-muted-foreground">{PEOPLE_TEXT.noInvitations}</p>
            ) : (
              <ul className="divide-y">
                {team.data.invitations.map((invitation) => (
                  <InvitationRow
                    key={invitation.id}
                    invitation={invitation}
                    mayChange={mayManage || invitation.role === "staff"}
                    timeZone={user.restaurant?.timezone}
                    locations={locations}
                  />
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </div>
  );
}
