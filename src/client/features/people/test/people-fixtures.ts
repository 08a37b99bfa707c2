import type { Invitation, Person, Team } from "@/domain/api/people";

export const LUIGI_ID = "2c9a1d4e-0b7f-4c52-8e11-5f0c1a7e2b3d";
export const MARIA_ID = "8d1e2f3a-4b5c-4d6e-9f70-8a9b0c1d2e01";
export const SAM_ID = "8d1e2f3a-4b5c-4d6e-9f70-8a9b0c1d2e02";
export const STAFF_INVITE_ID = "a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c01";
export const MANAGER_INVITE_ID = "a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c02";

/** A person of the team, working at every location unless told otherwise. */
export const buildPerson = (overrides: Partial<Person>): Person => ({
  id: LUIGI_ID,
  name: "Luigi Rossi",
  email: "luigi@example.com",
  role: "owner",
  joinedAt: "2026-01-02T10:00:00.000Z",
  locationIds: null,
  isYou: false,
  ...overrides,
});

export const buildInvitation = (overrides: Partial<Invitation>): Invitation => ({
  id: STAFF_INVITE_ID,
  email: "jo@example.com",
  role: "staff",
  invitedBy: "Luigi Rossi",
  expiresAt: "2026-12-03T16:00:00.000Z",
  locationIds: null,
  ...overrides,
});

/** The team as the signed-in person sees it: `you` is the one marked "You". */
export function buildTeam(you: string): Team {
  return {
    people: [
      buildPerson({ isYou: you === LUIGI_ID }),
      buildPerson({
        id: MARIA_ID,
        name: "Maria Bianchi",
        email: "maria@example.com",
        role: "manager",
        isYou: you === MARIA_ID,
      }),
      buildPerson({ id: SAM_ID, name: "Sam Lee", email: "sam@example.com", role: "staff" }),
    ],
    invitations: [
      buildInvitation({}),
      buildInvitation({ id: MANAGER_INVITE_ID, email: "alex@example.com", role: "manager" }),
    ],
  };
}
