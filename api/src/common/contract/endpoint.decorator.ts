// Routes a handler from the contract table: method, path, status, guard, all from its row, so a
// controller names no path and cannot answer a type its row does not promise.
import { applyDecorators, HttpCode, RequestMapping, RequestMethod, SetMetadata, UseGuards } from '@nestjs/common';
import { defaultStatus, type EndpointDefinition, type SuccessBody } from '@studyhub/contracts';
import { FirebaseAuthGuard, OptionalFirebaseAuthGuard } from '../auth/firebase-auth.guard.js';

export const ENDPOINT = Symbol('studyhub:endpoint');

/** The app's global prefix (app.factory.ts): Nest adds it, the table's paths include it. */
const PREFIX = '/api';

/** A table path as Nest routes it, under the global prefix. */
export function routePath(path: string): string {
  if (!path.startsWith(`${PREFIX}/`)) throw new Error(`${path}: every API path starts with ${PREFIX}/`);
  return path.slice(PREFIX.length);
}

type Handler<E extends EndpointDefinition> = (...args: never[]) => SuccessBody<E> | Promise<SuccessBody<E>>;

/**
 * `@Endpoint(API.getAssignment)` on a controller method (in a `@Controller()` without a path).
 * A handler whose result is not the row's success body is a type error here (TS1241).
 */
export function Endpoint<E extends EndpointDefinition>(endpoint: E) {
  const decorators = applyDecorators(
    RequestMapping({ path: routePath(endpoint.path), method: RequestMethod[endpoint.method] }),
    HttpCode(defaultStatus(endpoint)),
    SetMetadata(ENDPOINT, endpoint),
    ...(endpoint.auth === 'guest' ? [] : [UseGuards(endpoint.auth === 'user' ? FirebaseAuthGuard : OptionalFirebaseAuthGuard)]),
  );
  return <H extends Handler<E>>(target: object, key: string | symbol, descriptor: TypedPropertyDescriptor<H>): void => {
    decorators(target, key, descriptor);
  };
}
