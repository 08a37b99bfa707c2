import type { CatalogueItem, CatalogueModifierGroup } from "./catalogue";

/**
 * A delivery-only wings brand cooked in the bistro's kitchen (docs/brands.md): the demo's
 * second brand, with a menu and orders of its own. Prices in cents.
 */
export const SAMPLE_BRAND_NAME = "Midnight Wings";

const sauce: CatalogueModifierGroup = {
  name: "Sauce",
  min: 1,
  max: 1,
  options: [
    { name: "Buffalo", price: 0 },
    { name: "Honey garlic", price: 0 },
    { name: "Mango habanero", price: 0 },
    { name: "Lemon pepper dry rub", price: 0 },
  ],
};

const dips: CatalogueModifierGroup = {
  name: "Dips",
  min: 0,
  max: 2,
  options: [
    { name: "Blue cheese", price: 99 },
    { name: "Ranch", price: 99 },
  ],
};

export const BRAND_CATALOGUE: ReadonlyArray<CatalogueItem> = [
  {
    category: "Wings",
    name: "10 Classic Wings",
    description: "Bone-in, tossed in your sauce",
    price: 1399,
    modifierGroups: [sauce, dips],
  },
  {
    category: "Wings",
    name: "20 Classic Wings",
    description: "Bone-in, two sauces welcome",
    price: 2499,
    modifierGroups: [sauce, dips],
  },
  {
    category: "Wings",
    name: "Boneless Wings",
    description: "Breaded white meat, tossed in your sauce",
    price: 1199,
    modifierGroups: [sauce, dips],
  },
  {
    category: "Sides",
    name: "Cajun Fries",
    description: "Skin-on fries, Cajun salt",
    price: 549,
    modifierGroups: [],
  },
  {
    category: "Sides",
    name: "Celery & Carrots",
    description: "With blue cheese",
    price: 349,
    modifierGroups: [],
  },
  {
    category: "Drinks",
    name: "Root Beer",
    description: "12 oz can",
    price: 299,
    modifierGroups: [],
  },
];
