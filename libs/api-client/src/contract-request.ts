import type { FetchArgs } from '@reduxjs/toolkit/query/react';
import { pathOf, type EndpointDefinition, type RequestOf, type SuccessBody } from '@studyhub/contracts';

type Present<T> = { [K in keyof T as T[K] extends undefined ? never : K]: T[K] };

/**
 * An RTK Query request for a call of the contract table: its method, its path with the params
 * filled in, its query and body. Which inputs a call takes comes from its row, so a call that
 * gains a body or loses a parameter breaks the web build until the endpoint follows.
 */
export function contractRequest<E extends EndpointDefinition>(endpoint: E, input: Present<RequestOf<E>>): FetchArgs {
  const { params, query, body } = input as Partial<RequestOf<EndpointDefinition>>;
  return {
    url: pathOf(endpoint, params as Record<string, string> | undefined),
    method: endpoint.method,
    ...(query !== undefined ? { params: query as Record<string, unknown> } : {}),
    ...(body !== undefined ? { body } : {}),
  };
}

/** What a call of the table answers when it succeeds: the result type of its endpoint. */
export type ResultOf<E extends EndpointDefinition> = SuccessBody<E>;
