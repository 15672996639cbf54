/**
 * The endpoint shape the client is typed by: the contract's own (`@quiver/contract`), so a call's
 * parameters and answer come from the same zod schemas the server registers its route from.
 */
export type {
  AnyEndpoint as Endpoint,
  EndpointInput as RequestOf,
  EndpointData as ResponseOf,
} from '@quiver/contract';
