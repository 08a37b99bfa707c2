import type { Address } from "./order";

/**
 * "1200 S Lamar Blvd, Austin, TX 78704", leaving out whatever parts a platform did not send.
 * A location with no street reads as its place and coordinates ("Acme Tower · -37.81, 145.10").
 */
export function formatAddress(address: Address): string {
  const region = [address.state, address.zipCode].filter(Boolean).join(" ");
  const street = [address.street, address.city, region].filter(Boolean).join(", ");
  return [street, ...locationHints(address)].filter(Boolean).join(" · ");
}

/** True when the platform gave a place or a point rather than a street (Uber Eats does). */
export function hasNoStreet(address: Address): boolean {
  return address.street.trim() === "";
}

function locationHints(address: Address): string[] {
  const hints: string[] = [];
  if (address.place) hints.push(address.place);
  if (address.latitude !== undefined && address.longitude !== undefined) {
    hints.push(`${address.latitude.toFixed(5)}, ${address.longitude.toFixed(5)}`);
  }
  return hints;
}

/**
 * A link that opens the location in Google Maps: the place id when the platform gave one,
 * else the coordinates, else the written address (Google's documented Maps URLs).
 */
export function mapLink(address: Address): string {
  const base = "https://www.google.com/maps/search/?api=1";
  const query =
    address.latitude !== undefined && address.longitude !== undefined
      ? `${address.latitude},${address.longitude}`
      : formatAddress(address) || "Location";
  const place = address.placeId ? `&query_place_id=${encodeURIComponent(address.placeId)}` : "";
  return `${base}&query=${encodeURIComponent(query)}${place}`;
}
