import { pluralize } from "@/client/lib/pluralize";
import type { TeamRole } from "@/domain/permissions";
import { TEAM_ROLE_LABELS } from "@/domain/permissions";

/** Settings → People and the invitation page: every word they show. */
export const PEOPLE_TEXT = {
  inviteTitle: "Invite someone",
  email: "Email",
  role: "Role",
  send: "Send invitation",
  sending: "Sending...",
  staffOnly: "As a manager you can invite Staff.",
  team: "Team",
  you: "You",
  roleOf: (name: string) => `Role of ${name}`,
  remove: "Remove",
  removeLabel: (name: string) => `Remove ${name}`,
  removeTitle: (name: string) => `Remove ${name} from the team?`,
  removeDescription:
    "They are signed out everywhere at once and can no longer sign in. You can invite them again later.",
  invitations: "Invitations waiting",
  noInvitations: "No invitations are waiting.",
  invitedBy: (name: string | null, expires: string) =>
    name
      ? `Invited by ${name} · the link works until ${expires}`
      : `The link works until ${expires}`,
  resend: "Resend",
  resendLabel: (email: string) => `Resend the invitation to ${email}`,
  withdraw: "Withdraw",
  withdrawLabel: (email: string) => `Withdraw the invitation to ${email}`,
  locations: "Locations",
  allLocations: "All locations",
  ownerAllLocations: "An owner works at every location.",
  otherLocations: (count: number) => pluralize(count, "other location"),
  changeAccess: "Change",
  changeAccessLabel: (name: string) => `Change the role and locations of ${name}`,
  accessTitle: (name: string) => `Role and locations of ${name}`,
  accessDescription: "What they may do, and at which of your locations.",
  save: "Save",
  saving: "Saving...",
  cancel: "Cancel",
  loading: "Loading the team",
  loadFailed: "The team could not be loaded.",
  retry: "Try again",
  roles: {
    owner: "Everything, including platform connections and people.",
    manager: "Menu, printers, orders, analytics and phone alerts; invites Staff.",
    staff: "Orders, kitchen display, printing, 86 and pause.",
  } satisfies Record<TeamRole, string>,
} as const;

export const PEOPLE_TOASTS = {
  inviteFailed: "The invitation was not sent",
  roleChanged: (name: string, role: TeamRole) => `${name} is now ${TEAM_ROLE_LABELS[role]}`,
  roleFailed: "The role was not changed",
  accessChanged: (name: string) => `${name}'s role and locations are saved`,
  removed: (name: string) => `${name} was removed from the team`,
  removeFailed: "The person was not removed",
  withdrawn: (email: string) => `The invitation to ${email} was withdrawn`,
  withdrawFailed: "The invitation was not withdrawn",
} as const;

export const INVITATION_TEXT = {
  title: (restaurant: string) => `Join ${restaurant} on OrderDock`,
  lead: (invitedBy: string | null, role: string) =>
    `${invitedBy ?? "The restaurant"} invited you to the team as ${role}.`,
  name: "Your name",
  password: "Choose a password",
  email: "Email",
  accept: "Join the team",
  accepting: "Joining...",
  checking: "Checking your invitation",
  invalidTitle: "This invitation cannot be used",
  signIn: "Go to sign in",
  failed: "You could not join the team",
} as const;
