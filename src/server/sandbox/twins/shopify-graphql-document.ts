import {
  type DocumentNode,
  executeSync,
  type FieldNode,
  GraphQLError,
  type GraphQLFieldResolver,
  type GraphQLSchema,
  getArgumentValues,
  getOperationAST,
  getVariableValues,
  Kind,
  type OperationDefinitionNode,
  parse,
  valueFromASTUntyped,
} from "graphql";
import { type ShopifyGraphqlError, shopifyValidationErrors } from "./shopify-graphql-errors";
import { shopifyVariableErrors } from "./shopify-graphql-variables";

/**
 * A GraphQL request to Shopify's Admin endpoint, read as Shopify reads it: parsed, checked
 * against the schema, its operation chosen (`operationName` when there are several), its
 * variables coerced to the declared types; then run with graphql-js `execute`, so the
 * answer holds exactly the fields the document selects.
 */
export type ShopifyRootField = {
  name: string;
  node: FieldNode;
  arguments: Record<string, unknown>;
};

export type ShopifyOperation = {
  document: DocumentNode;
  operation: OperationDefinitionNode;
  variables: Record<string, unknown>;
  /** The fields the operation selects at its root, `__typename` aside. */
  rootFields: ShopifyRootField[];
  /** A selection at the root that is not a field (a fragment), which the twin does not play. */
  hasRootFragments: boolean;
};

export type ShopifyRequestRead =
  | { ok: true; operation: ShopifyOperation }
  /** Shopify's own refusal: answered 200 with these errors and no data. */
  | { ok: false; errors: ShopifyGraphqlError[] };

type GraphqlBody = { query?: unknown; variables?: unknown; operationName?: unknown };

const asObject = (value: unknown): Record<string, unknown> =>
  value && typeof value === "object" && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

function parseQuery(query: unknown): DocumentNode | ShopifyGraphqlError[] {
  if (typeof query !== "string" || query.trim() === "") {
    return [{ message: "No query string was present" }];
  }
  try {
    return parse(query);
  } catch (error) {
    if (!(error instanceof GraphQLError)) throw error;
    return [{ message: error.message, locations: error.locations ? [...error.locations] : [] }];
  }
}

function chooseOperation(document: DocumentNode, name: unknown) {
  const operationName = typeof name === "string" && name !== "" ? name : undefined;
  const operation = getOperationAST(document, operationName);
  if (operation) return operation;
  return [
    {
      message: operationName
        ? `No operation named "${operationName}"`
        : "An operation name is required",
    },
  ];
}

export function readShopifyRequest(schema: GraphQLSchema, body: GraphqlBody): ShopifyRequestRead {
  const document = parseQuery(body.query);
  if (Array.isArray(document)) return { ok: false, errors: document };
  const invalid = shopifyValidationErrors(schema, document);
  if (invalid.length > 0) return { ok: false, errors: invalid };
  const operation = chooseOperation(document, body.operationName);
  if (Array.isArray(operation)) return { ok: false, errors: operation };
  const variables = asObject(body.variables);
  const wrongVariables = shopifyVariableErrors(schema, operation, variables);
  if (wrongVariables.length > 0) return { ok: false, errors: wrongVariables };
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], variables);
  const values = coerced.coerced ?? {};
  const rootType = schema.getRootType(operation.operation);
  const selections = operation.selectionSet.selections;
  const rootFields = selections
    .filter(
      (node): node is FieldNode => node.kind === Kind.FIELD && node.name.value !== "__typename",
    )
    .map((node) => {
      const definition = rootType?.getFields()[node.name.value];
      const args = definition ? getArgumentValues(definition, node, values) : {};
      return { name: node.name.value, node, arguments: args };
    });
  const hasRootFragments = selections.some((node) => node.kind !== Kind.FIELD);
  return { ok: true, operation: { document, operation, variables, rootFields, hasRootFragments } };
}

/**
 * The root fields' arguments without the schema, for naming the order a call is about
 * before it is checked (a refused call is still recorded against its order).
 */
export function untypedRootArguments(body: GraphqlBody): Array<Record<string, unknown>> {
  const document = parseQuery(body.query);
  if (Array.isArray(document)) return [];
  const operation = chooseOperation(document, body.operationName);
  if (Array.isArray(operation)) return [];
  const variables = asObject(body.variables);
  return operation.selectionSet.selections.flatMap((node) =>
    node.kind === Kind.FIELD
      ? [
          Object.fromEntries(
            (node.arguments ?? []).map((argument) => [
              argument.name.value,
              valueFromASTUntyped(argument.value, variables),
            ]),
          ),
        ]
      : [],
  );
}

/**
 * A field the twin serves is a key of the object it answered for its parent (a function
 * takes the field's arguments); any other field of Shopify's schema is named as not served.
 */
const servedField: GraphQLFieldResolver<unknown, unknown> = (source, args, _context, info) => {
  const served = asObject(source);
  if (!(info.fieldName in served)) {
    throw new GraphQLError(
      `The Shopify twin does not serve ${info.parentType.name}.${info.fieldName}`,
    );
  }
  const value = served[info.fieldName];
  return typeof value === "function" ? value(args) : value;
};

export type ShopifyAnswer = { data?: unknown; errors?: ShopifyGraphqlError[] };

/** The operation run against what the twin serves (`root`), as Shopify's JSON answer. */
export function executeShopifyOperation(
  schema: GraphQLSchema,
  { document, operation, variables }: ShopifyOperation,
  root: Record<string, unknown>,
): ShopifyAnswer {
  const result = executeSync({
    schema,
    document,
    operationName: operation.name?.value,
    rootValue: root,
    variableValues: variables,
    fieldResolver: servedField,
  });
  return {
    ...(result.errors && { errors: result.errors.map((error) => error.toJSON()) }),
    data: result.data ?? null,
  };
}
