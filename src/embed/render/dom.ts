/**
 * A tiny element builder: the form is small enough that a framework would outweigh it.
 * `on*` attributes become listeners; `false`, `null` and `undefined` leave an attribute out.
 */
type Child = Node | string | number | false | null | undefined;
type AttributeValue = string | number | boolean | null | undefined | EventListener;
export type Attributes = Record<string, AttributeValue>;

export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Attributes = {},
  ...children: Array<Child | Child[]>
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === false || value === null || value === undefined) continue;
    if (typeof value === "function") {
      element.addEventListener(name.slice(2).toLowerCase(), value);
    } else {
      element.setAttribute(name, value === true ? "" : String(value));
    }
  }
  append(element, children.flat());
  return element;
}

export function append(parent: Element | DocumentFragment, children: Child[]): void {
  for (const child of children) {
    if (child === false || child === null || child === undefined) continue;
    parent.append(typeof child === "number" ? String(child) : child);
  }
}

/** Replaces what an element holds. */
export function fill(parent: Element, ...children: Array<Child | Child[]>): void {
  parent.replaceChildren();
  append(parent, children.flat());
}

let nextId = 0;
/** An id unique within the page, for label `for` and `aria-describedby`. */
export function uniqueId(prefix: string): string {
  nextId += 1;
  return `od-${prefix}-${nextId}`;
}
