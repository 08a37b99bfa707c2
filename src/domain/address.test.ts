import { describe, expect, it } from "vitest";
import { formatAddress, hasNoStreet, mapLink } from "./address";

describe("formatAddress", () => {
  it("reads as a US address", () => {
    expect(
      formatAddress({ street: "1200 S Lamar Blvd", city: "Austin", state: "TX", zipCode: "78704" }),
    ).toBe("1200 S Lamar Blvd, Austin, TX 78704");
  });

  it("leaves out the parts a platform did not send", () => {
    expect(formatAddress({ street: "12 Main St", city: "", state: "", zipCode: "" })).toBe(
      "12 Main St",
    );
    expect(
      formatAddress({ street: "12 Main St", city: "Austin", state: "", zipCode: "78701" }),
    ).toBe("12 Main St, Austin, 78701");
  });
});

describe("a location without a street", () => {
  const place = {
    street: "",
    city: "",
    state: "",
    zipCode: "",
    place: "Acme Tower",
    latitude: -37.81,
    longitude: 145.1,
  };

  it("reads as its place and coordinates, and says it has no street", () => {
    expect(formatAddress(place)).toBe("Acme Tower · -37.81000, 145.10000");
    expect(hasNoStreet(place)).toBe(true);
    expect(hasNoStreet({ street: "1 Main St", city: "", state: "", zipCode: "" })).toBe(false);
  });

  it("links to the map by place id, by coordinates or by the written address", () => {
    expect(mapLink({ ...place, placeId: "Ei xyz" })).toBe(
      "https://www.google.com/maps/search/?api=1&query=-37.81%2C145.1&query_place_id=Ei%20xyz",
    );
    expect(mapLink({ street: "1 Main St", city: "Austin", state: "", zipCode: "" })).toBe(
      "https://www.google.com/maps/search/?api=1&query=1%20Main%20St%2C%20Austin",
    );
  });
});
