import {
  type ASTNode,
  type DocumentNode,
  type FieldNode,
  type GraphQLError,
  type GraphQLSchema,
  getNamedType,
  isEnumType,
  Kind,
  type NamedTypeNode,
  type OperationDefinitionNode,
  specifiedRules,
  type ValidationRule,
  type VariableDefinitionNode,
  type VariableNode,
  validate,
} from "graphql";
import { type DocumentMap, mapDocument, segmentOf } from "./shopify-document-map";

/**
 * Shopify's words for a document its schema refuses: the Admin API answers 200 with
 * `{"errors": [{message, locations, path, extensions: {code, …}}]}` and no data, in the shape
 * and words of graphql-ruby, the GraphQL server whose messages Shopify's answers carry
 * ("Field 'x' doesn't exist on type 'QueryRoot'", code `undefinedField`). Each graphql-js rule
 * is mapped to graphql-ruby's rule of the same check: its `code`, and for the checks a
 * client meets most (unknown field or argument, missing argument, selections, variables) its
 * message and extensions too. docs/platforms/shopify.md lists the sources.
 */
export type ShopifyGraphqlError = {
  message: string;
  locations?: ReadonlyArray<{ line: number; column: number }>;
  path?: ReadonlyArray<string | number>;
  extensions?: Readonly<Record<string, unknown>>;
};

/** graphql-ruby's code for each graphql-js rule (`lib/graphql/static_validation/rules`). */
const RULE_CODES: Record<string, string> = {
  ExecutableDefinitionsRule: "queryContainsSchemaDefinitions",
  UniqueOperationNamesRule: "uniquelyNamedOperations",
  LoneAnonymousOperationRule: "uniquelyNamedOperations",
  SingleFieldSubscriptionsRule: "notSingleSubscription",
  KnownTypeNamesRule: "undefinedType",
  FragmentsOnCompositeTypesRule: "fragmentOnNonCompositeType",
  VariablesAreInputTypesRule: "variableRequiresValidType",
  ScalarLeafsRule: "selectionMismatch",
  FieldsOnCorrectTypeRule: "undefinedField",
  UniqueFragmentNamesRule: "fragmentNotUnique",
  KnownFragmentNamesRule: "useAndDefineFragment",
  NoUnusedFragmentsRule: "useAndDefineFragment",
  PossibleFragmentSpreadsRule: "cannotSpreadFragment",
  NoFragmentCyclesRule: "infiniteLoop",
  UniqueVariableNamesRule: "variableNotUnique",
  NoUndefinedVariablesRule: "variableNotDefined",
  NoUnusedVariablesRule: "variableNotUsed",
  KnownDirectivesRule: "undefinedDirective",
  UniqueDirectivesPerLocationRule: "directiveNotUniqueForLocation",
  KnownArgumentNamesRule: "argumentNotAccepted",
  UniqueArgumentNamesRule: "argumentNotUnique",
  ValuesOfCorrectTypeRule: "argumentLiteralsIncompatible",
  ProvidedRequiredArgumentsRule: "missingRequiredArguments",
  VariablesInAllowedPositionRule: "variableMismatch",
  OverlappingFieldsCanBeMergedRule: "fieldConflict",
  UniqueInputFieldNamesRule: "inputFieldNotUnique",
};

const quoted = (message: string, after: string) =>
  new RegExp(`${after} "([^"]+)"`).exec(message)?.[1] ?? "";
const unwrapped = (type: string) => type.replace(/[[\]!]/g, "");
const locationsOf = (node: ASTNode | undefined) =>
  node?.loc ? [{ line: node.loc.startToken.line, column: node.loc.startToken.column }] : [];
const operationName = (operation: OperationDefinitionNode | undefined) =>
  operation?.name?.value ?? `anonymous ${operation?.operation ?? "query"}`;

type Reword = (error: GraphQLError, map: DocumentMap, schema: GraphQLSchema) => ShopifyGraphqlError;

/** graphql-ruby's message and extensions for the checks a client meets most. */
const REWORDS: Record<string, Reword> = {
  FieldsOnCorrectTypeRule: (error, map) => {
    const field = error.nodes?.[0] as FieldNode;
    const typeName = quoted(error.message, "on type");
    return {
      message: `Field '${field.name.value}' doesn't exist on type '${typeName}'`,
      locations: locationsOf(field),
      path: map.paths.get(field),
      extensions: { code: "undefinedField", typeName, fieldName: field.name.value },
    };
  },
  KnownArgumentNamesRule: (error, map) => {
    const argument = error.nodes?.[0];
    const owner = argument && map.argumentOwners.get(argument);
    const kind = owner?.kind === Kind.DIRECTIVE ? "Directive" : "Field";
    const name =
      owner?.kind === Kind.FIELD
        ? (owner.alias?.value ?? owner.name.value)
        : owner?.kind === Kind.DIRECTIVE
          ? owner.name.value
          : "";
    const argumentName = argument?.kind === Kind.ARGUMENT ? argument.name.value : "";
    return {
      message: `${kind} '${name}' doesn't accept argument '${argumentName}'`,
      locations: locationsOf(argument),
      path: argument && map.paths.get(argument),
      extensions: { code: "argumentNotAccepted", name, typeName: kind, argumentName },
    };
  },
  ScalarLeafsRule: (error, map, schema) => {
    // graphql-js names the selections under a leaf, the field itself when one is missing.
    const node = error.nodes?.[0];
    const field = node?.kind === Kind.SELECTION_SET ? map.selectionOwners.get(node) : node;
    if (field?.kind !== Kind.FIELD) return plainError(error, map, "selectionMismatch");
    const typeName = unwrapped(quoted(error.message, "type"));
    const nodeName = `field '${field.name.value}'`;
    const selections = (field.selectionSet?.selections ?? []).map((selection) =>
      selection.kind === Kind.INLINE_FRAGMENT
        ? `"... on ${selection.typeCondition?.name.value} { ... }"`
        : `"${selection.name.value}"`,
    );
    const kind = isEnumType(getNamedType(schema.getType(typeName) ?? undefined))
      ? "enums"
      : "scalars";
    const message =
      selections.length > 0
        ? `Selections can't be made on ${kind} (${nodeName} returns ${typeName} but has selections [${selections.join(", ")}])`
        : `Field must have selections (${nodeName} returns ${typeName} but has no selections. Did you mean '${field.name.value} { ... }'?)`;
    return {
      message,
      locations: locationsOf(field),
      path: map.paths.get(field),
      extensions: { code: "selectionMismatch", nodeName, typeName },
    };
  },
  NoUnusedVariablesRule: (error, map) => {
    const definition = error.nodes?.[0] as VariableDefinitionNode;
    const operation = map.operations.get(definition);
    const variableName = definition.variable.name.value;
    return {
      message: `Variable $${variableName} is declared by ${operationName(operation)} but not used`,
      locations: locationsOf(operation),
      path: operation && [segmentOf(operation) ?? ""],
      extensions: { code: "variableNotUsed", variableName },
    };
  },
  NoUndefinedVariablesRule: (error) => {
    const variable = error.nodes?.[0] as VariableNode;
    const operation = error.nodes?.[1] as OperationDefinitionNode | undefined;
    const variableName = variable.name.value;
    return {
      message: `Variable $${variableName} is used by ${operationName(operation)} but not declared`,
      locations: locationsOf(variable),
      extensions: { code: "variableNotDefined", variableName },
    };
  },
  VariablesInAllowedPositionRule: (error, map) => {
    const variable = error.nodes?.[1] as VariableNode;
    const variableType = quoted(error.message, "of type");
    const argumentType = quoted(error.message, "expecting type");
    const argumentName = map.variableArguments.get(variable) ?? "";
    const depth = (type: string) => type.split("[").length;
    const errorMessage =
      unwrapped(variableType) !== unwrapped(argumentType)
        ? "Type mismatch"
        : depth(variableType) !== depth(argumentType)
          ? "List dimension mismatch"
          : "Nullability mismatch";
    return {
      message: `${errorMessage} on variable $${variable.name.value} and argument ${argumentName} (${variableType} / ${argumentType})`,
      locations: locationsOf(variable),
      extensions: {
        code: "variableMismatch",
        variableName: variable.name.value,
        typeName: variableType,
        argumentName,
        errorMessage,
      },
    };
  },
  KnownTypeNamesRule: (error, map) => {
    const named = error.nodes?.[0] as NamedTypeNode;
    const definition = map.variableTypes.get(named);
    if (!definition) return plainError(error, map, "undefinedType");
    const variableName = definition.variable.name.value;
    return {
      message: `${named.name.value} isn't a defined input type (on $${variableName})`,
      locations: locationsOf(definition),
      extensions: {
        code: "variableRequiresValidType",
        typeName: named.name.value,
        variableName,
      },
    };
  },
};

function plainError(error: GraphQLError, map: DocumentMap, code: string | undefined) {
  const node = error.nodes?.[0];
  const path = node && map.paths.get(node);
  return {
    message: error.message,
    locations: error.locations ? [...error.locations] : [],
    ...(path && { path }),
    ...(code && { extensions: { code } }),
  };
}

/** graphql-ruby names every missing argument of a field in one error. */
function missingArguments(
  errors: readonly GraphQLError[],
  map: DocumentMap,
): ShopifyGraphqlError[] {
  const byOwner = new Map<ASTNode, string[]>();
  for (const error of errors) {
    const owner = error.nodes?.[0];
    if (!owner) continue;
    byOwner.set(owner, [...(byOwner.get(owner) ?? []), quoted(error.message, "argument")]);
  }
  return [...byOwner].map(([owner, names]) => {
    const className = owner.kind === Kind.DIRECTIVE ? "Directive" : "Field";
    const name = owner.kind === Kind.FIELD || owner.kind === Kind.DIRECTIVE ? owner.name.value : "";
    return {
      message: `${className} '${name}' is missing required arguments: ${names.join(", ")}`,
      locations: locationsOf(owner),
      path: map.paths.get(owner),
      extensions: {
        code: "missingRequiredArguments",
        className,
        name,
        arguments: names.join(", "),
      },
    };
  });
}

/** The document checked against Shopify's schema; no errors when Shopify would run it. */
export function shopifyValidationErrors(
  schema: GraphQLSchema,
  document: DocumentNode,
): ShopifyGraphqlError[] {
  const map = mapDocument(document);
  return specifiedRules.flatMap((rule: ValidationRule) => {
    const errors = validate(schema, document, [rule]);
    if (rule.name === "ProvidedRequiredArgumentsRule") return missingArguments(errors, map);
    const reword = REWORDS[rule.name];
    return errors.map((error) => {
      const plain = plainError(error, map, RULE_CODES[rule.name]);
      try {
        return reword ? reword(error, map, schema) : plain;
      } catch {
        // A shape of error graphql-js has not shown before: its own words, Shopify's keys.
        return plain;
      }
    });
  });
}
