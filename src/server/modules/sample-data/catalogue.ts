import type { Cents } from "../../../domain/money";

/**
 * The built-in catalogue of an American bistro: sample orders draw from it when a
 * restaurant has no menu of its own. Prices in cents.
 */
export type CatalogueOption = { name: string; price: Cents };
export type CatalogueModifierGroup = {
  name: string;
  /** How many options a customer picks: 0..max for optional groups, min..max otherwise. */
  min: number;
  max: number;
  options: ReadonlyArray<CatalogueOption>;
};
export type CatalogueItem = {
  name: string;
  description: string;
  price: Cents;
  category: string;
  modifierGroups: ReadonlyArray<CatalogueModifierGroup>;
};

const burgerExtras: CatalogueModifierGroup = {
  name: "Add-ons",
  min: 0,
  max: 3,
  options: [
    { name: "Extra cheddar", price: 150 },
    { name: "Applewood bacon", price: 250 },
    { name: "Avocado", price: 200 },
    { name: "Fried egg", price: 175 },
    { name: "No onions", price: 0 },
  ],
};

const doneness: CatalogueModifierGroup = {
  name: "Temperature",
  min: 1,
  max: 1,
  options: [
    { name: "Medium rare", price: 0 },
    { name: "Medium", price: 0 },
    { name: "Medium well", price: 0 },
    { name: "Well done", price: 0 },
  ],
};

const sideChoice: CatalogueModifierGroup = {
  name: "Side",
  min: 1,
  max: 1,
  options: [
    { name: "Side of fries", price: 0 },
    { name: "Side salad", price: 0 },
    { name: "Truffle fries", price: 300 },
    { name: "Sweet potato fries", price: 150 },
  ],
};

const saladProtein: CatalogueModifierGroup = {
  name: "Add protein",
  min: 0,
  max: 1,
  options: [
    { name: "Grilled chicken", price: 500 },
    { name: "Seared salmon", price: 800 },
    { name: "Grilled shrimp", price: 700 },
  ],
};

const dressing: CatalogueModifierGroup = {
  name: "Dressing",
  min: 0,
  max: 1,
  options: [
    { name: "Dressing on the side", price: 0 },
    { name: "Extra dressing", price: 75 },
  ],
};

const pizzaToppings: CatalogueModifierGroup = {
  name: "Extra toppings",
  min: 0,
  max: 3,
  options: [
    { name: "Pepperoni", price: 200 },
    { name: "Mushrooms", price: 150 },
    { name: "Roasted peppers", price: 150 },
    { name: "Extra mozzarella", price: 200 },
    { name: "Gluten-free crust", price: 300 },
  ],
};

const spice: CatalogueModifierGroup = {
  name: "Spice level",
  min: 0,
  max: 1,
  options: [
    { name: "Mild", price: 0 },
    { name: "Hot", price: 0 },
    { name: "Extra hot", price: 0 },
  ],
};

const drinkSize: CatalogueModifierGroup = {
  name: "Size",
  min: 0,
  max: 1,
  options: [
    { name: "Large", price: 100 },
    { name: "No ice", price: 0 },
  ],
};

const dessertExtras: CatalogueModifierGroup = {
  name: "Extras",
  min: 0,
  max: 1,
  options: [
    { name: "Scoop of vanilla ice cream", price: 250 },
    { name: "Whipped cream", price: 100 },
  ],
};

export const CATALOGUE: ReadonlyArray<CatalogueItem> = [
  {
    category: "Starters",
    name: "Crispy Calamari",
    description: "Lightly fried, lemon aioli and marinara",
    price: 1395,
    modifierGroups: [spice],
  },
  {
    category: "Starters",
    name: "Buffalo Wings",
    description: "Ten wings, blue cheese dip, celery",
    price: 1495,
    modifierGroups: [spice],
  },
  {
    category: "Starters",
    name: "Spinach Artichoke Dip",
    description: "Baked with parmesan, served with tortilla chips",
    price: 1195,
    modifierGroups: [],
  },
  {
    category: "Starters",
    name: "Tomato Basil Soup",
    description: "Cup of slow-roasted tomato soup with grilled cheese croutons",
    price: 795,
    modifierGroups: [],
  },
  {
    category: "Salads",
    name: "Classic Caesar Salad",
    description: "Romaine, parmesan, garlic croutons, house Caesar dressing",
    price: 1195,
    modifierGroups: [saladProtein, dressing],
  },
  {
    category: "Salads",
    name: "Harvest Cobb Salad",
    description: "Mixed greens, bacon, egg, avocado, blue cheese, ranch",
    price: 1495,
    modifierGroups: [saladProtein, dressing],
  },
  {
    category: "Salads",
    name: "Mediterranean Quinoa Bowl",
    description: "Quinoa, cucumber, tomato, feta, olives, lemon-herb vinaigrette",
    price: 1395,
    modifierGroups: [saladProtein, dressing],
  },
  {
    category: "Burgers & Sandwiches",
    name: "Golden Fork Burger",
    description: "Half-pound Angus patty, aged cheddar, house sauce, brioche bun",
    price: 1695,
    modifierGroups: [doneness, sideChoice, burgerExtras],
  },
  {
    category: "Burgers & Sandwiches",
    name: "Mushroom Swiss Burger",
    description: "Sautéed cremini mushrooms, Swiss, garlic aioli",
    price: 1795,
    modifierGroups: [doneness, sideChoice, burgerExtras],
  },
  {
    category: "Burgers & Sandwiches",
    name: "Nashville Hot Chicken Sandwich",
    description: "Crispy chicken thigh, hot honey, pickles, slaw",
    price: 1595,
    modifierGroups: [sideChoice, spice],
  },
  {
    category: "Burgers & Sandwiches",
    name: "Turkey Club",
    description: "Roasted turkey, bacon, lettuce, tomato, toasted sourdough",
    price: 1395,
    modifierGroups: [sideChoice],
  },
  {
    category: "Burgers & Sandwiches",
    name: "Black Bean Veggie Burger",
    description: "House-made patty, pepper jack, chipotle mayo",
    price: 1495,
    modifierGroups: [sideChoice, burgerExtras],
  },
  {
    category: "Mains",
    name: "Grilled Atlantic Salmon",
    description: "Lemon butter, wild rice pilaf, seasonal vegetables",
    price: 2495,
    modifierGroups: [],
  },
  {
    category: "Mains",
    name: "Steak Frites",
    description: "10 oz flat iron steak, herb butter, hand-cut fries",
    price: 2895,
    modifierGroups: [doneness],
  },
  {
    category: "Mains",
    name: "Chicken Marsala",
    description: "Pan-seared chicken breast, mushroom Marsala sauce, mashed potatoes",
    price: 2195,
    modifierGroups: [],
  },
  {
    category: "Mains",
    name: "Shrimp Scampi Linguine",
    description: "Garlic, white wine, chili flakes, parsley",
    price: 2295,
    modifierGroups: [spice],
  },
  {
    category: "Mains",
    name: "Margherita Flatbread Pizza",
    description: "San Marzano tomato, fresh mozzarella, basil",
    price: 1495,
    modifierGroups: [pizzaToppings],
  },
  {
    category: "Sides",
    name: "Truffle Parmesan Fries",
    description: "Hand-cut fries, truffle oil, parmesan, parsley",
    price: 795,
    modifierGroups: [],
  },
  {
    category: "Sides",
    name: "Mac & Cheese",
    description: "Three-cheese blend, toasted breadcrumbs",
    price: 895,
    modifierGroups: [],
  },
  {
    category: "Sides",
    name: "Garlic Green Beans",
    description: "Sautéed with toasted almonds",
    price: 695,
    modifierGroups: [],
  },
  {
    category: "Desserts",
    name: "New York Cheesecake",
    description: "Graham crust, strawberry compote",
    price: 895,
    modifierGroups: [dessertExtras],
  },
  {
    category: "Desserts",
    name: "Chocolate Lava Cake",
    description: "Molten center, served warm",
    price: 995,
    modifierGroups: [dessertExtras],
  },
  {
    category: "Drinks",
    name: "Fresh Lemonade",
    description: "Squeezed to order",
    price: 495,
    modifierGroups: [drinkSize],
  },
  {
    category: "Drinks",
    name: "Iced Tea",
    description: "Unsweetened black tea",
    price: 395,
    modifierGroups: [drinkSize],
  },
  {
    category: "Drinks",
    name: "Mexican Coke",
    description: "12 oz glass bottle",
    price: 450,
    modifierGroups: [],
  },
];
