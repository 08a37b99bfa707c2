import { describe, expect, it } from "vitest";
import { buildCurrentUser, TEST_LOCATION, TEST_SECOND_LOCATION } from "@/client/test/current-user";
import { canViewAllLocations } from "./location-view";

const BRAND = {
  id: "5f0c1a7e-2b3d-4c5e-8f9a-0b1c2d3e4f52",
  name: "Midnight Wings",
  kitchenId: TEST_LOCATION.id,
  timezone: TEST_LOCATION.timezone,
  currency: "USD",
};

describe("canViewAllLocations", () => {
  it("offers All locations for two locations, not for one location and its brand", () => {
    expect(canViewAllLocations(buildCurrentUser({ locations: [TEST_LOCATION, BRAND] }))).toBe(
      false,
    );
    expect(
      canViewAllLocations(
        buildCurrentUser({ locations: [TEST_LOCATION, BRAND, TEST_SECOND_LOCATION] }),
      ),
    ).toBe(true);
    expect(
      canViewAllLocations(
        buildCurrentUser({ role: "staff", locations: [TEST_LOCATION, TEST_SECOND_LOCATION] }),
      ),
    ).toBe(false);
  });
});
