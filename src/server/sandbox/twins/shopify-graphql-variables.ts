import {
  coerceInputValue,
  type GraphQLInputType,
  type GraphQLSchema,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isInputType,
  isListType,
  isNonNullType,
  isScalarType,
  type OperationDefinitionNode,
  typeFromAST,
} from "graphql";
import type { ShopifyGraphqlError } from "./shopify-graphql-errors";

type Problem = { path: Array<string | number>; explanation: string };

const NOT_NULL = "Expected value to not be null";
const serialize = (value: unknown) => JSON.stringify(value) ?? String(value);

/** The type found at a path into a value of `type`: list items by index, fields by name. */
function typeAtPath(type: GraphQLInputType, path: ReadonlyArray<string | number>) {
  let at: GraphQLInputType | undefined = type;
  for (const key of path) {
    const inner: GraphQLInputType | undefined = at && getNullableType(at);
    if (isListType(inner) && typeof key === "number") at = inner.ofType;
    else if (isInputObjectType(inner) && typeof key === "string") at = inner.getFields()[key]?.type;
    else return undefined;
  }
  return at && getNullableType(at);
}

/** graphql-ruby's explanation for what graphql-js found wrong with one value. */
function problemOf(
  type: GraphQLInputType,
  path: ReadonlyArray<string | number>,
  value: unknown,
  message: string,
): Problem {
  const at = [...path];
  const missing = /^Field "([^"]+)" of required type "[^"]+" was not provided\./.exec(message);
  if (missing?.[1]) return { path: [...at, missing[1]], explanation: NOT_NULL };
  const unknown = /^Field "([^"]+)" is not defined by type "([^"]+)"\./.exec(message);
  if (unknown?.[1]) {
    return { path: [...at, unknown[1]], explanation: `Field is not defined on ${unknown[2]}` };
  }
  if (/^Expected non-nullable type "[^"]+" not to be null\./.test(message)) {
    return { path: at, explanation: NOT_NULL };
  }
  const found = typeAtPath(type, path);
  if (isEnumType(found)) {
    const allowed = found.getValues().map((entry) => entry.name);
    const explanation = `Expected ${serialize(value)} to be one of: ${allowed.join(", ")}`;
    return { path: at, explanation };
  }
  if (isScalarType(found)) {
    return { path: at, explanation: `Could not coerce value ${serialize(value)} to ${found.name}` };
  }
  if (isInputObjectType(found) && /to be an object\.$/.test(message)) {
    return { path: at, explanation: `Expected ${serialize(value)} to be a key-value object.` };
  }
  return { path: at, explanation: message };
}

/**
 * The variables a request sends, checked against the types its operation declares, as
 * Shopify answers a bad one: `Variable $reason of type OrderCancelReason! was provided
 * invalid value`, code `INVALID_VARIABLE`, with the value and graphql-ruby's `problems`
 * (`{"path": [], "explanation": "Expected \"LATE\" to be one of: …"}`).
 */
export function shopifyVariableErrors(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
  inputs: Record<string, unknown>,
): ShopifyGraphqlError[] {
  const errors: ShopifyGraphqlError[] = [];
  for (const definition of operation.variableDefinitions ?? []) {
    const name = definition.variable.name.value;
    // A type that is unknown or not an input was refused by validation already.
    const type = typeFromAST(schema, definition.type);
    if (!isInputType(type)) continue;
    const problems: Problem[] = [];
    const value = inputs[name];
    if (value === undefined || value === null) {
      if (isNonNullType(type) && !definition.defaultValue) {
        problems.push({ path: [], explanation: NOT_NULL });
      }
    } else {
      coerceInputValue(value, type, (path, invalid, error) =>
        problems.push(problemOf(type, path, invalid, error.message)),
      );
    }
    if (problems.length === 0) continue;
    const fields = problems
      .filter((problem) => problem.path.length > 0)
      .map((problem) => `${problem.path.join(".")} (${problem.explanation})`);
    errors.push({
      message: `Variable $${name} of type ${type.toString()} was provided invalid value${fields.length > 0 ? ` for ${fields.join(", ")}` : ""}`,
      locations: definition.loc
        ? [{ line: definition.loc.startToken.line, column: definition.loc.startToken.column }]
        : [],
      extensions: { code: "INVALID_VARIABLE", value: value ?? null, problems },
    });
  }
  return errors;
}
