import { toMinorUnits } from "../../../domain/money";
import { isRecord, isText, listOf, priceOf, recordOf, repeatedId } from "./twin-menu-values";
import type { MenuViewReader, TwinMenuEntry } from "./twin-menu-view";

/**
 * Grubhub's normalized menu (`PosNormalizedMenu` in its archived menu OpenAPI), the document
 * Grubhub downloads from `menu_url`: `menu_info` {currency, sections}, then flat lists that
 * name each other by `external_id`: `menu_sections` (their `items`), `items` (a `price` or a
 * `size_prompt`, and `modifier_prompts`), `modifier_prompts` (a `modifier_list`),
 * `modifier_lists` (their `modifiers`), `modifiers` (a `default_price`, `submodifiers`),
 * `size_prompts`. An external id is unique among entities of its kind. Grubhub's text calls
 * an item's price cents while every example in the same document sends dollars (`price:
 * 3.0`, `default_price: 1.79`); the twin reads prices as its examples write them, dollars.
 */
export type GrubhubMenuReading =
  | { ok: true; menu: Record<string, unknown>; itemIds: string[]; modifierIds: string[] }
  | { ok: false; problems: string[] };

type Kind = {
  list: string;
  /** Fields that name entities of another list, and which one. */
  links: ReadonlyArray<{ field: string; to: string; isList: boolean }>;
};

const KINDS: readonly Kind[] = [
  { list: "menu_sections", links: [{ field: "items", to: "items", isList: true }] },
  {
    list: "items",
    links: [
      { field: "modifier_prompts", to: "modifier_prompts", isList: true },
      { field: "size_prompt", to: "size_prompts", isList: false },
    ],
  },
  {
    list: "modifier_prompts",
    links: [{ field: "modifier_list", to: "modifier_lists", isList: false }],
  },
  { list: "modifier_lists", links: [{ field: "modifiers", to: "modifiers", isList: true }] },
  { list: "modifiers", links: [{ field: "submodifiers", to: "modifier_prompts", isList: true }] },
  { list: "size_prompts", links: [] },
];

/** At most this many problems are listed in a job's details. */
const MOST_PROBLEMS = 10;

/** Reads a downloaded document: every problem Grubhub's validation would name, or the menu. */
export function readGrubhubMenu(document: unknown): GrubhubMenuReading {
  if (!isRecord(document)) return { ok: false, problems: ["The menu is not a JSON object"] };
  const problems: string[] = [];
  const info = document.menu_info;
  if (!isRecord(info)) problems.push("menu_info is required");
  else if (!isText(info.currency)) problems.push("menu_info.currency is required");
  const ids = new Map<string, Set<string>>();
  for (const { list } of KINDS) {
    const entities = document[list] ?? [];
    if (!Array.isArray(entities)) {
      problems.push(`${list} must be an array`);
      ids.set(list, new Set());
      continue;
    }
    const listed: string[] = [];
    for (const [index, entity] of entities.entries()) {
      if (!isRecord(entity) || !isText(entity.external_id)) {
        problems.push(`${list}[${index}].external_id is required`);
      } else if (!isText(entity.name)) {
        problems.push(`${list}[${index}].name is required (${entity.external_id})`);
      } else listed.push(entity.external_id);
    }
    const twice = repeatedId(listed);
    if (twice) problems.push(`${list}: the external_id ${JSON.stringify(twice)} is used twice`);
    ids.set(list, new Set(listed));
  }
  const sections = recordOf(info).sections ?? [];
  if (!Array.isArray(sections)) problems.push("menu_info.sections must be an array");
  checkNamed(problems, "menu_info.sections", sections, ids.get("menu_sections"));
  for (const { list, links } of KINDS) {
    for (const [index, entity] of listOf(document[list]).entries()) {
      const record = recordOf(entity);
      for (const { field, to, isList } of links) {
        const value = record[field];
        if (value === undefined || value === null) continue;
        checkNamed(problems, `${list}[${index}].${field}`, isList ? value : [value], ids.get(to));
      }
    }
  }
  for (const [index, entity] of listOf(document.items).entries()) {
    const item = recordOf(entity);
    const hasPrice =
      typeof item.price === "number" && Number.isFinite(item.price) && item.price >= 0;
    if (!hasPrice && !isText(item.size_prompt)) {
      problems.push(`items[${index}] needs a price of 0 or more, or a size_prompt`);
    }
  }
  for (const [index, entity] of listOf(document.modifiers).entries()) {
    const price = recordOf(entity).default_price;
    if (typeof price !== "number" || !Number.isFinite(price) || price < 0) {
      problems.push(`modifiers[${index}].default_price must be a number, 0 or more`);
    }
  }
  if (problems.length > 0) return { ok: false, problems: problems.slice(0, MOST_PROBLEMS) };
  return {
    ok: true,
    menu: document,
    itemIds: [...(ids.get("items") ?? [])],
    modifierIds: [...(ids.get("modifiers") ?? [])],
  };
}

function checkNamed(
  problems: string[],
  where: string,
  value: unknown,
  known: Set<string> | undefined,
) {
  if (!Array.isArray(value)) {
    problems.push(`${where} must be a list of external ids`);
    return;
  }
  const missing = value.filter((id) => typeof id !== "string" || !known?.has(id));
  if (missing.length > 0) {
    const names = missing.slice(0, 3).map((id) => JSON.stringify(id));
    problems.push(`${where} names what the menu does not hold: ${names.join(", ")}`);
  }
}

/** Every item and modifier external id of a menu the twin took: what an override may name. */
export function grubhubEntityIds(menu: Record<string, unknown>): Set<string> {
  const ids = new Set<string>();
  for (const list of ["items", "modifiers"]) {
    for (const entity of listOf(menu[list])) {
      const id = recordOf(entity).external_id;
      if (typeof id === "string") ids.add(id);
    }
  }
  return ids;
}

/** The menu as Grubhub's page lists it: sections, items, and their prompts' modifiers. */
export const grubhubMenuView: MenuViewReader = (menu, suspensionOf) => {
  const byId = (list: string) => {
    const found = new Map<string, Record<string, unknown>>();
    for (const entity of listOf(menu[list])) {
      const id = recordOf(entity).external_id;
      if (typeof id === "string") found.set(id, recordOf(entity));
    }
    return found;
  };
  const sections = byId("menu_sections");
  const items = byId("items");
  const prompts = byId("modifier_prompts");
  const lists = byId("modifier_lists");
  const modifiers = byId("modifiers");
  const currency = recordOf(menu.menu_info).currency;
  const code = isText(currency) ? currency : "USD";
  const entry = (id: string, entity: Record<string, unknown>, price: unknown): TwinMenuEntry => {
    const dollars = priceOf(price);
    return {
      id,
      name: isText(entity.name) ? entity.name : id,
      price: dollars === null ? null : toMinorUnits(dollars, code),
      suspension: suspensionOf(id),
    };
  };
  const idsIn = (value: unknown) =>
    listOf(value).filter((id): id is string => typeof id === "string");
  const categories = idsIn(recordOf(menu.menu_info).sections).flatMap((sectionId) => {
    const section = sections.get(sectionId);
    if (!section) return [];
    return [
      {
        name: String(section.name ?? sectionId),
        items: idsIn(section.items).flatMap((itemId) => {
          const item = items.get(itemId);
          if (!item) return [];
          const groups = idsIn(item.modifier_prompts).flatMap((promptId) => {
            const prompt = prompts.get(promptId);
            if (!prompt) return [];
            const list = lists.get(String(prompt.modifier_list ?? ""));
            const options = idsIn(list?.modifiers).flatMap((modifierId) => {
              const modifier = modifiers.get(modifierId);
              return modifier ? [entry(modifierId, modifier, modifier.default_price)] : [];
            });
            return [{ name: String(prompt.name ?? promptId), options }];
          });
          return [{ ...entry(itemId, item, item.price), groups }];
        }),
      },
    ];
  });
  return { currency: code, categories };
};
