import type { FetchArgs } from '@reduxjs/toolkit/query/react';
import type { ApiEndpoints, RequestOf, SuccessBody } from '@studyhub/contracts';
import { API_ROUTES, pathOf, type EndpointName } from '@studyhub/contracts/web';

type Present<T> = { [K in keyof T as T[K] extends undefined ? never : K]: T[K] };

/** What a call of the contract table takes: path parameters, query and body. */
export type RequestFor<K extends EndpointName> = RequestOf<ApiEndpoints[K]>;

/** What a call of the table answers when it succeeds: the result type of its endpoint. */
export type ResultOf<K extends EndpointName> = SuccessBody<ApiEndpoints[K]>;

/**
 * An RTK Query request for a call of the contract table: its method, its path with the params
 * filled in, its query and body. Which inputs a call takes comes from its row (types only: the
 * table's schemas stay out of the page), so a call that gains a body or loses a parameter breaks
 * the web build until the endpoint follows.
 */
export function contractRequest<K extends EndpointName>(call: K, input: Present<RequestFor<K>>): FetchArgs {
  const route = API_ROUTES[call];
  const { params, query, body } = input as Partial<RequestFor<EndpointName>>;
  return {
    url: pathOf(route, params as Record<string, string> | undefined),
    method: route.method,
    ...(query !== undefined ? { params: query as Record<string, unknown> } : {}),
    ...(body !== undefined ? { body } : {}),
  };
}
