import type { OrderDetailsInput } from "../../../src/domain/order";
import type { Platform } from "../../../src/domain/platforms";
import type { WorkflowStatus } from "../../../src/domain/status";

/**
 * Restaurants with known orders for the dashboard's browser tests. A test file that changes
 * orders has a restaurant of its own, so tests running in parallel never see each other.
 */
export type FixtureOrder = {
  platform: Platform;
  /** "scheduled": held for later, entered as such so its release can announce it. */
  status: WorkflowStatus | "scheduled";
  minutesAgo: number;
  details: OrderDetailsInput;
};

export type FixtureRestaurant = {
  email: string;
  password: string;
  name: string;
  restaurant: string;
  orders: FixtureOrder[];
};

const address = (street: string) => ({ street, city: "Austin", state: "TX", zipCode: "78704" });

/** Read-only: search, filters, sort, the card, the dialog, printing. */
export const BROWSE_ORDERS: FixtureOrder[] = [
  {
    platform: "ubereats",
    status: "new",
    minutesAgo: 3,
    details: {
      orderNumber: "UE1A2",
      customer: {
        name: "Alice Nguyen",
        phone: "(512) 555-0111",
        address: address("1200 S Lamar Blvd"),
      },
      isDelivery: true,
      deliveryDistance: 2.4,
      deliveryFee: 399,
      tax: 351,
      deliveryInstructions: "Gate code 4821",
      items: [
        {
          name: "Golden Fork Burger",
          description: "Half-pound Angus patty",
          quantity: 2,
          price: 1695,
          modifiers: [
            { name: "Applewood bacon", price: 250 },
            { name: "No onions", price: 0 },
          ],
        },
      ],
    },
  },
  {
    platform: "doordash",
    status: "preparing",
    minutesAgo: 10,
    details: {
      orderNumber: "884201",
      customer: { name: "Bruno Diaz", phone: "(512) 555-0122" },
      isDelivery: false,
      tax: 254,
      items: [
        { name: "Classic Caesar Salad", quantity: 1, price: 1195, modifiers: [] },
        { name: "Iced Tea", quantity: 2, price: 395, modifiers: [] },
        { name: "Truffle Parmesan Fries", quantity: 1, price: 795, modifiers: [] },
      ],
    },
  },
  {
    platform: "grubhub",
    status: "ready",
    minutesAgo: 20,
    details: {
      orderNumber: "604721063804098",
      customer: { name: "Chloe Park", phone: "(512) 555-0133", address: address("88 Rainey St") },
      isDelivery: true,
      deliveryFee: 299,
      tax: 181,
      deliveryInstructions: "Leave with the doorman",
      items: [
        {
          name: "Chicken Marsala",
          description: "Pan-seared chicken breast, mushroom Marsala sauce",
          quantity: 1,
          price: 2195,
          modifiers: [],
        },
      ],
    },
  },
  {
    platform: "shopify",
    status: "completed",
    minutesAgo: 60,
    details: {
      orderNumber: "#1042",
      customer: { name: "Dmitri Volkov", phone: "(512) 555-0144" },
      isDelivery: false,
      tax: 239,
      items: [
        {
          name: "Steak Frites",
          quantity: 1,
          price: 2895,
          modifiers: [{ name: "Medium rare", price: 0 }],
        },
      ],
    },
  },
  {
    platform: "woocommerce",
    status: "new",
    minutesAgo: 30,
    details: {
      orderNumber: "4821",
      customer: { name: "Elena Rossi", phone: "(512) 555-0155", address: address("4511 Duval St") },
      isDelivery: true,
      deliveryDistance: 5.1,
      deliveryFee: 499,
      tax: 148,
      items: [
        {
          name: "Margherita Flatbread Pizza",
          quantity: 1,
          price: 1495,
          modifiers: [{ name: "Gluten-free crust", price: 300 }],
        },
      ],
    },
  },
  {
    platform: "website",
    status: "preparing",
    minutesAgo: 45,
    details: {
      orderNumber: "W-1001",
      customer: { name: "Farah Khan", phone: "(512) 555-0166" },
      isDelivery: false,
      tax: 222,
      deliveryInstructions: "Please include utensils",
      items: [{ name: "Mac & Cheese", quantity: 3, price: 895, modifiers: [] }],
    },
  },
];

export const BUSY_ORDER_COUNT = 600;

const simpleOrder = (
  platform: Platform,
  orderNumber: string,
  status: WorkflowStatus,
  minutesAgo: number,
  customer: string,
): FixtureOrder => ({
  platform,
  status,
  minutesAgo,
  details: {
    orderNumber,
    customer: { name: customer, phone: "(512) 555-0177" },
    isDelivery: false,
    tax: 99,
    items: [{ name: "Tomato Basil Soup", quantity: 1, price: 795, modifiers: [] }],
  },
});

/**
 * An order held for later whose customer named a peanut allergy, took the onions off and
 * left a note on the burger. Released to the kitchen (and announced) once the preparation
 * time reaches `releaseAtPrepMinutes`: the promised time is that far after the seed.
 */
export function allergyOrder(orderNumber: string, releaseAtPrepMinutes: number): FixtureOrder {
  return {
    platform: "ubereats",
    status: "scheduled",
    minutesAgo: 2,
    details: {
      orderNumber,
      customer: { name: "Pat Peanut", phone: "(512) 555-0190" },
      isDelivery: false,
      tax: 120,
      kitchenNote: "PEANUT ALLERGY - please no nuts",
      promisedAt: new Date(Date.now() + releaseAtPrepMinutes * 60_000).toISOString(),
      items: [
        {
          name: "Golden Fork Burger",
          quantity: 1,
          price: 1695,
          modifiers: [
            { name: "Onions", price: 0, removed: true },
            { name: "Extra cheese", price: 150 },
          ],
          note: "Sesame-free bun please",
        },
        { name: "Sweet Potato Fries", quantity: 2, price: 495, modifiers: [] },
      ],
    },
  };
}

const RUSH_PLATFORMS: Platform[] = [
  "ubereats",
  "website",
  "doordash",
  "shopify",
  "grubhub",
  "woocommerce",
];
const RUSH_ITEMS = [
  { name: "Chicken Marsala", quantity: 1, price: 2195, modifiers: [] },
  { name: "Caesar Salad", quantity: 2, price: 1195, modifiers: [] },
  { name: "Iced Tea", quantity: 2, price: 395, modifiers: [] },
];

/** A kitchen order from the website with the items given, picked up. */
const kitchenOrder = (
  orderNumber: string,
  status: WorkflowStatus,
  minutesAgo: number,
  items: Array<{ name: string; quantity: number }>,
): FixtureOrder => ({
  platform: "website",
  status,
  minutesAgo,
  details: {
    orderNumber,
    customer: { name: `Guest ${orderNumber}`, phone: "(512) 555-0166" },
    isDelivery: false,
    tax: 99,
    items: items.map((item) => ({ ...item, price: 895, modifiers: [] })),
  },
});

/**
 * The kitchen display's: two New, one Preparing, one Ready, and a dinner held for three
 * hours from now that must not show until it is due. Burgers go to the kitchen, lemonade to
 * the bar once the test routes its menu category there.
 */
export const KITCHEN_ORDERS: FixtureOrder[] = [
  kitchenOrder("KD1", "new", 9, [
    { name: "Smash Burger", quantity: 2 },
    { name: "Lemonade", quantity: 1 },
  ]),
  kitchenOrder("KD2", "new", 4, [{ name: "Smash Burger", quantity: 1 }]),
  kitchenOrder("KD3", "preparing", 12, [{ name: "Lemonade", quantity: 2 }]),
  kitchenOrder("KD4", "ready", 15, [{ name: "Smash Burger", quantity: 3 }]),
  {
    ...kitchenOrder("KD9", "new", 1, [{ name: "Smash Burger", quantity: 9 }]),
    status: "scheduled",
    details: {
      ...kitchenOrder("KD9", "new", 1, [{ name: "Smash Burger", quantity: 9 }]).details,
      promisedAt: new Date(Date.now() + 180 * 60_000).toISOString(),
    },
  },
];

/** The middle of a rush: 24 New orders from every platform, one to three items each. */
export const RUSH_ORDERS: FixtureOrder[] = Array.from({ length: 24 }, (_, index) => ({
  platform: RUSH_PLATFORMS[index % RUSH_PLATFORMS.length] as Platform,
  status: "new",
  minutesAgo: 2 + index,
  details: {
    // Grubhub's numbers run to 15 digits; the website's read "W-1011".
    orderNumber:
      RUSH_PLATFORMS[index % RUSH_PLATFORMS.length] === "grubhub"
        ? `6047210638040${String(index).padStart(2, "0")}`
        : RUSH_PLATFORMS[index % RUSH_PLATFORMS.length] === "website"
          ? `W-${1000 + index}`
          : `R-${index + 1}`,
    customer: { name: `Rush Guest ${index + 1}`, phone: "(512) 555-0188" },
    isDelivery: index % 2 === 0,
    deliveryFee: index % 2 === 0 ? 299 : 0,
    tax: 180,
    items: RUSH_ITEMS.slice(0, 1 + (index % 3)),
  },
}));

export const FIXTURE_RESTAURANTS = {
  browse: {
    email: "browse.owner@e2e.orderdock.test",
    password: "browse123",
    name: "Bea Browse",
    restaurant: "Browse Test Bistro",
    orders: BROWSE_ORDERS,
  },
  status: {
    email: "status.owner@e2e.orderdock.test",
    password: "status123",
    name: "Stan Status",
    restaurant: "Status Test Bistro",
    orders: [
      // A website order: a marketplace's waits for Accept before its quick action.
      simpleOrder("website", "ST100", "new", 5, "Walk Through"),
      simpleOrder("doordash", "ST200", "ready", 6, "Backward Try"),
      simpleOrder("grubhub", "ST300", "new", 7, "Dialog Done"),
      simpleOrder("website", "ST400", "new", 8, "Menu Moves"),
    ],
  },
  live: {
    email: "live.owner@e2e.orderdock.test",
    password: "live1234",
    name: "Liv Live",
    restaurant: "Live Test Bistro",
    orders: [simpleOrder("shopify", "#3001", "new", 4, "Already Here")],
  },
  /** Alerts: a New order that waits, for the sound, the chime and the wake lock. */
  alerts: {
    email: "alerts.owner@e2e.orderdock.test",
    password: "alerts123",
    name: "Al Ert",
    restaurant: "Alerts Test Bistro",
    orders: [simpleOrder("website", "AT100", "new", 2, "Waiting Guest")],
  },
  /** Allergy safety: held orders released one at a time by raising the preparation time. */
  allergy: {
    email: "allergy.owner@e2e.orderdock.test",
    password: "allergy123",
    name: "Al Lergy",
    restaurant: "Allergy Test Bistro",
    orders: [allergyOrder("AL170", 170), allergyOrder("AL235", 235)],
  },
  /** The kitchen display: bumps, recalls and the station filter. */
  kitchen: {
    email: "kitchen.owner@e2e.orderdock.test",
    password: "kitchen123",
    name: "Kit Chen",
    restaurant: "Kitchen Test Bistro",
    orders: KITCHEN_ORDERS,
  },
  /** A board in the middle of a rush (read-only). */
  rush: {
    email: "rush.owner@e2e.orderdock.test",
    password: "rush1234",
    name: "Rae Rush",
    restaurant: "Rush Test Bistro",
    orders: RUSH_ORDERS,
  },
  /** More current orders than the API's default page of 500 (read-only). */
  busy: {
    email: "busy.owner@e2e.orderdock.test",
    password: "busy1234",
    name: "Bo Busy",
    restaurant: "Busy Test Bistro",
    orders: Array.from({ length: BUSY_ORDER_COUNT }, (_, index) =>
      simpleOrder("website", `B-${index + 1}`, "completed", index + 1, `Guest ${index + 1}`),
    ),
  },
} satisfies Record<string, FixtureRestaurant>;
