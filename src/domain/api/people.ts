import { z } from "zod";
import { TEAM_ROLES } from "../permissions";
import { emailSchema, OWNER_NAME_MESSAGE, passwordSchema } from "./auth";

/**
 * A restaurant's team (Settings → People): who is on it, who is invited, and the invitation's
 * own page. Shared by the server's routes and the browser's forms, so both say the same words.
 */
export const INVITATION_DAYS = 7;
/** Invitations a restaurant may send in an hour: a team grows a few at a time. */
export const MAX_INVITATIONS_PER_HOUR = 20;

export const ROLE_MESSAGE = "Choose Owner, Manager or Staff";
export const teamRoleSchema = z.enum(TEAM_ROLES, ROLE_MESSAGE);

/**
 * Where a person works: null for every location of the account (an Owner always), or the
 * chosen ones.
 */
export const LOCATIONS_MESSAGE = "Choose at least one location, or All locations";
export const personLocationsSchema = z
  .array(z.uuid(LOCATIONS_MESSAGE), LOCATIONS_MESSAGE)
  .min(1, LOCATIONS_MESSAGE)
  .max(50, LOCATIONS_MESSAGE)
  .nullable();

export const inviteInputSchema = z.object({
  email: emailSchema,
  role: teamRoleSchema,
  locationIds: personLocationsSchema.default(null),
});
export type InviteInput = z.infer<typeof inviteInputSchema>;

export const roleChangeInputSchema = z.object({
  role: teamRoleSchema,
  /** Left out: the locations stay as they are. */
  locationIds: personLocationsSchema.optional(),
});
export type RoleChangeInput = z.infer<typeof roleChangeInputSchema>;

export const personSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: teamRoleSchema,
  joinedAt: z.string(),
  /** The locations they work at; null for all of them. */
  locationIds: z.array(z.string()).nullable(),
  /** The signed-in person themself. */
  isYou: z.boolean(),
});
export type Person = z.infer<typeof personSchema>;

export const invitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: teamRoleSchema,
  invitedBy: z.string().nullable(),
  expiresAt: z.string(),
  locationIds: z.array(z.string()).nullable(),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const teamSchema = z.object({
  people: z.array(personSchema),
  invitations: z.array(invitationSchema),
});
export type Team = z.infer<typeof teamSchema>;

export const INVITATION_LINK_INVALID =
  "This invitation is invalid, has expired or was already used. Ask for a new one.";
const invitationTokenSchema = z
  .string(INVITATION_LINK_INVALID)
  .min(16, INVITATION_LINK_INVALID)
  .max(200, INVITATION_LINK_INVALID);

export const invitationLookupSchema = z.object({ token: invitationTokenSchema });

/** What the invitation's page shows before the person accepts. */
export const invitationDetailsSchema = z.object({
  restaurantName: z.string(),
  email: z.string(),
  role: teamRoleSchema,
  invitedBy: z.string().nullable(),
});
export type InvitationDetails = z.infer<typeof invitationDetailsSchema>;

export const acceptInvitationInputSchema = z.object({
  token: invitationTokenSchema,
  name: z
    .string(OWNER_NAME_MESSAGE)
    .trim()
    .min(1, OWNER_NAME_MESSAGE)
    .max(100, "Your name can be at most 100 characters"),
  password: passwordSchema,
});
export type AcceptInvitationInput = z.infer<typeof acceptInvitationInputSchema>;

export const PEOPLE_MESSAGES = {
  invited: (email: string) =>
    `Invitation sent to ${email}. The link works for ${INVITATION_DAYS} days.`,
  managersInviteStaff: "Managers can invite Staff only.",
  alreadyOnTeam: (name: string) => `${name} is already on your team.`,
  tooMany: "That is a lot of invitations for one hour. Please try again later.",
  demo: "The demo cannot send invitations. Start a free trial to invite your team.",
  invitationRace:
    "Another invitation to that address was sent just now. Look at the list, or try again.",
  notFound: "No such person on your team",
  invitationNotFound: "No such invitation",
  yourself: "You cannot change your own role or remove yourself. Ask another owner.",
  lastOwner: "The restaurant needs at least one owner.",
  ownerEverywhere: "An Owner works at every location: choose All locations.",
  unknownLocation: "Choose locations of this account",
  notYourLocations: "You can invite people to your own locations only.",
} as const;
