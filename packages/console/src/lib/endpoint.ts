/**
 * The endpoint shape the client is typed by: the contract's wire half (`@quiver/contract/wire`),
 * method and path with no schema, so calling the API loads no zod. A call's parameters and answer
 * are still typed by the same zod schemas the server registers its route from.
 */
export type {
  WireEndpoint as Endpoint,
  WireInput as RequestOf,
  WireData as ResponseOf,
} from '@quiver/contract';
