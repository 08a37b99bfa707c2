import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import { buildClientSchema, type GraphQLSchema, type IntrospectionQuery } from "graphql";
import { SHOPIFY_TWIN_API_VERSION } from "./shopify-api-versions";

/**
 * Shopify's own GraphQL Admin API schema, as Shopify published it (provenance in
 * `shopify-schema/README.md`), read once on the first call that needs it: about 11 MB of
 * introspection JSON, built in a fraction of a second.
 */
export function shopifyAdminSchemaFile(version: string = SHOPIFY_TWIN_API_VERSION): URL {
  return new URL(`./shopify-schema/admin-${version}.json.gz`, import.meta.url);
}

export function readShopifyAdminSchema(file: URL): GraphQLSchema {
  const introspection = JSON.parse(gunzipSync(readFileSync(file)).toString("utf8")) as {
    data: IntrospectionQuery;
  };
  return buildClientSchema(introspection.data);
}

let schema: GraphQLSchema | null = null;

export function shopifyAdminSchema(): GraphQLSchema {
  schema ??= readShopifyAdminSchema(shopifyAdminSchemaFile());
  return schema;
}
