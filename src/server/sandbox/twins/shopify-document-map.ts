import {
  type ASTNode,
  type DocumentNode,
  type FieldNode,
  Kind,
  type NamedTypeNode,
  type OperationDefinitionNode,
  type VariableDefinitionNode,
  type VariableNode,
  visit,
} from "graphql";

/** Where each node sits: graphql-ruby's `path` and the parents its messages name. */
export type DocumentMap = {
  paths: Map<ASTNode, string[]>;
  argumentOwners: Map<ASTNode, ASTNode>;
  selectionOwners: Map<ASTNode, FieldNode>;
  variableArguments: Map<VariableNode, string>;
  operations: Map<ASTNode, OperationDefinitionNode>;
  variableTypes: Map<NamedTypeNode, VariableDefinitionNode>;
};

export function segmentOf(node: ASTNode): string | null {
  switch (node.kind) {
    case Kind.OPERATION_DEFINITION:
      return node.name ? `${node.operation} ${node.name.value}` : node.operation;
    case Kind.FRAGMENT_DEFINITION:
      return `fragment ${node.name.value}`;
    case Kind.INLINE_FRAGMENT:
      return node.typeCondition ? `... on ${node.typeCondition.name.value}` : "...";
    case Kind.FIELD:
      return node.alias?.value ?? node.name.value;
    default:
      return null;
  }
}

export function mapDocument(document: DocumentNode): DocumentMap {
  const map: DocumentMap = {
    paths: new Map(),
    argumentOwners: new Map(),
    selectionOwners: new Map(),
    variableArguments: new Map(),
    operations: new Map(),
    variableTypes: new Map(),
  };
  visit(document, {
    enter(node, _key, parent, _path, ancestors) {
      const nodes = [...ancestors, parent].filter(
        (item): item is ASTNode => !!item && !Array.isArray(item),
      );
      const owner = nodes.at(-1);
      const path = [...nodes, node].map(segmentOf).filter((part): part is string => !!part);
      if (node.kind === Kind.FIELD) map.paths.set(node, path);
      if (node.kind === Kind.ARGUMENT && owner) {
        map.argumentOwners.set(node, owner);
        map.paths.set(node, [...path, node.name.value]);
      }
      if (node.kind === Kind.SELECTION_SET && owner?.kind === Kind.FIELD) {
        map.selectionOwners.set(node, owner);
      }
      if (node.kind === Kind.VARIABLE && owner?.kind === Kind.ARGUMENT) {
        map.variableArguments.set(node, owner.name.value);
      }
      const operation = nodes.find((item) => item.kind === Kind.OPERATION_DEFINITION);
      if (operation?.kind === Kind.OPERATION_DEFINITION) map.operations.set(node, operation);
      const definition = nodes.find((item) => item.kind === Kind.VARIABLE_DEFINITION);
      if (node.kind === Kind.NAMED_TYPE && definition?.kind === Kind.VARIABLE_DEFINITION) {
        map.variableTypes.set(node, definition);
      }
    },
  });
  return map;
}
