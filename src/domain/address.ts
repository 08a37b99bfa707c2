import type { Address } from "./order";

/** "1200 S Lamar Blvd, Austin, TX 78704", leaving out whatever parts a platform did not send. */
export function formatAddress(address: Address): string {
  const region = [address.state, address.zipCode].filter(Boolean).join(" ");
  return [address.street, address.city, region].filter(Boolean).join(", ");
}
