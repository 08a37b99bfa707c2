import { describe, expect, it } from "vitest";
import { readFixtureText } from "../../../test/platform-fixtures";
import { shopifyOrderIdFromRaw } from "./shopify-id";
import { PayloadError } from "./types";

describe("shopifyOrderIdFromRaw", () => {
  it("reads the id above 2^53 of Shopify's webhook sample exactly", () => {
    const raw = readFixtureText("shopify-orders-webhook-sample-shopify-dev.json");
    expect(Number.isSafeInteger(JSON.parse(raw).id)).toBe(false);
    expect(shopifyOrderIdFromRaw(raw)).toBe("820982911946154508");
  });

  it.each([
    ['{"id": 9007199254740993}', "9007199254740993"],
    // Nested ids (line items, customer) and ids inside text are not the order's.
    [
      '{"line_items":[{"id":1}],"customer":{"id":2},"note":"\\"id\\": 3 }","id":820982911946154508}',
      "820982911946154508",
    ],
    ['{"note":"{[","id" : 42 ,"x":[]}', "42"],
    ['\n\t {"\\u0069d":12345678901234567890}', "12345678901234567890"],
    ['{"id":"820982911946154508"}', "820982911946154508"],
    // A repeated key means its last value, as JSON.parse reads it.
    ['{"id":1,"id":2}', "2"],
  ])("reads %s as %s", (raw, id) => {
    expect(shopifyOrderIdFromRaw(raw)).toBe(id);
  });

  it.each([
    ["[1]", "Shopify webhook body is not a JSON object"],
    ['{"order":{"id":1}}', "Shopify webhook body has no top-level id"],
    ['{"id":-5}', "Shopify webhook id -5 is not a positive integer"],
    ['{"id":1.5}', "Shopify webhook id 1.5 is not a positive integer"],
    ['{"id":null}', "Shopify webhook id (missing) is not a positive integer"],
    ['{"id":"gid"}', 'Shopify webhook id "gid" is not an integer'],
    ['{"note":"open', "Shopify webhook body has an unterminated string"],
  ])("refuses %s", (raw, reason) => {
    expect(() => shopifyOrderIdFromRaw(raw)).toThrow(new PayloadError(reason));
  });
});
