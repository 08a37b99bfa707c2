import type { Address } from "../../../domain/order";
import type { Random } from "./random";

/**
 * Plausible customers around Austin, Texas. Phone numbers use 555-0100..0199, the range
 * reserved for fiction, so no real person is ever called from sample data.
 */
const FIRST_NAMES = [
  "Maria",
  "James",
  "Priya",
  "Daniel",
  "Aisha",
  "Michael",
  "Sofia",
  "Jamal",
  "Emily",
  "Carlos",
  "Hannah",
  "Kevin",
  "Grace",
  "Luis",
  "Olivia",
  "Ethan",
  "Mei",
  "Brandon",
  "Fatima",
  "Tyler",
  "Chloe",
  "Andre",
  "Natalie",
  "Omar",
  "Rachel",
  "Diego",
] as const;

const LAST_NAMES = [
  "Gonzalez",
  "Carter",
  "Patel",
  "Kim",
  "Johnson",
  "Nguyen",
  "Rodriguez",
  "Williams",
  "Brooks",
  "Chen",
  "Sullivan",
  "Ramirez",
  "Thompson",
  "Okafor",
  "Schneider",
  "Murphy",
  "Hernandez",
  "Walker",
  "Lee",
  "Foster",
] as const;

const STREETS = [
  "Congress Ave",
  "S Lamar Blvd",
  "E Cesar Chavez St",
  "Barton Springs Rd",
  "W 6th St",
  "Guadalupe St",
  "E Riverside Dr",
  "Manor Rd",
  "Burnet Rd",
  "S 1st St",
  "Red River St",
  "E 11th St",
  "Airport Blvd",
  "W Anderson Ln",
  "Duval St",
] as const;

const UNITS = ["", "", "", "Apt 204", "Unit 3B", "Suite 110", "Apt 1712"] as const;

const ZIP_CODES = ["78701", "78702", "78703", "78704", "78705", "78722", "78751", "78756"] as const;

export const DELIVERY_INSTRUCTIONS = [
  "Leave at the front door, please ring the bell",
  "Gate code 4821, call when you arrive",
  "Please hand it to the front desk",
  "Meet me in the lobby",
  "Building B, third floor, first door on the left",
  "Don't knock, the baby is sleeping. Text on arrival",
  "Side entrance off the alley",
] as const;

export const PICKUP_NOTES = [
  "Please include utensils and extra napkins",
  "Allergy: no peanuts please",
  "I'll be there in 20 minutes",
] as const;

export type SampleCustomer = { name: string; phone: string; address: Address };

export function createSampleCustomer(random: Random): SampleCustomer {
  const unit = random.pick(UNITS);
  const street = `${random.int(100, 4999)} ${random.pick(STREETS)}${unit ? `, ${unit}` : ""}`;
  return {
    name: `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`,
    phone: `(512) 555-01${String(random.int(0, 99)).padStart(2, "0")}`,
    address: { street, city: "Austin", state: "TX", zipCode: random.pick(ZIP_CODES) },
  };
}
