/**
 * Accounts the browser tests own, beside the development accounts of the seed. Tests that
 * change an account (its password, say) use their own, so parallel tests never collide.
 */
export const E2E_ACCOUNTS = {
  resetOwner: {
    email: "reset.owner@e2e.orderdock.test",
    password: "before123",
    name: "Riley Reset",
    restaurant: "Reset Test Diner",
  },
} as const;

export const DEV_OWNER = { email: "owner@orderdock.app", password: "owner123" } as const;
export const DEV_ADMIN = {
  email: "admin@orderdock.app",
  password: "admin123",
  name: "Alex Rivera",
} as const;
