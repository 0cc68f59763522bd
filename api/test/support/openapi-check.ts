// Checks an answer against the OpenAPI document the API serves: its status must be one the
// operation documents, its body must match that status's schema (JSON Schema 2020-12, which
// OpenAPI 3.1 uses) and documented headers must be there.
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { Answer } from './http.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = Record<string, any>;

// ajv-formats is CommonJS: its default export arrives wrapped under ESM.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule) as unknown as (
  ajv: Ajv2020,
) => void;

export interface Operation {
  id: string;
  method: string;
  /** OpenAPI syntax: /api/assignments/{id} */
  path: string;
  op: Json;
}

export class OpenApiChecker {
  private readonly ajv = new Ajv2020({ strict: false, allErrors: true });

  constructor(readonly document: Json) {
    addFormats(this.ajv);
    // Components become one schema; `#/components/schemas/X` refs point into it.
    this.ajv.addSchema({ $id: 'components.json', $defs: document.components.schemas });
  }

  operations(): Operation[] {
    return Object.entries<Json>(this.document.paths).flatMap(([path, item]) =>
      Object.entries<Json>(item).map(([method, op]) => ({ id: op.operationId as string, method: method.toUpperCase(), path, op })),
    );
  }

  /** What is wrong with `answer` for `operation` by the document; empty when it conforms. */
  problems(operation: Operation, answer: Answer): string[] {
    const documented = operation.op.responses[String(answer.status)];
    if (!documented) return [`status ${answer.status} is not documented (${Object.keys(operation.op.responses).join(', ')})`];
    const problems: string[] = [];
    for (const header of Object.keys(documented.headers ?? {})) {
      if (answer.headers.get(header) === null) problems.push(`header ${header} is missing`);
    }
    const schema = documented.content?.['application/json']?.schema;
    if (!schema) return problems;
    const validate = this.ajv.compile(JSON.parse(JSON.stringify(schema).replaceAll('"#/components/schemas/', '"components.json#/$defs/')));
    if (!validate(answer.body)) problems.push(...(validate.errors ?? []).map((e) => `body${e.instancePath} ${e.message}`));
    return problems;
  }
}
