// The OpenAPI 3.1 document, generated from the contract table (libs/contracts/src/api-contract.ts)
// by zod-openapi: paths, inputs, answers, every error code with its message. Nothing here retypes
// a path, a rule or a message.
import {
  API,
  AUTH_ERRORS,
  COMMON_ERRORS,
  PAGE,
  TOTAL_COUNT_HEADER,
  TOTAL_EXACT_HEADER,
  apiErrorSchema,
  assignmentSchema,
  createAssignmentSchema,
  deleteAssignmentSchema,
  markSubmissionSchema,
  openApiPath,
  submissionSchema,
  submitAssignmentSchema,
  updateAssignmentSchema,
  type EndpointDefinition,
  type ErrorCase,
} from '@studyhub/contracts';
import type { z } from 'zod';
import {
  createDocument,
  type ZodOpenApiOperationObject,
  type ZodOpenApiPathsObject,
  type ZodOpenApiResponseObject,
  type ZodOpenApiResponsesObject,
} from 'zod-openapi';

/** Named once in `components`, referenced wherever used (the names clients see). */
const COMPONENTS = {
  Assignment: assignmentSchema,
  Submission: submissionSchema,
  ApiError: apiErrorSchema,
  CreateAssignment: createAssignmentSchema,
  UpdateAssignment: updateAssignmentSchema,
  DeleteAssignment: deleteAssignmentSchema.unwrap(),
  SubmitAssignment: submitAssignmentSchema,
  MarkSubmission: markSubmissionSchema,
};

const JSON_TYPE = 'application/json';

const PAGE_HEADERS = {
  [TOTAL_COUNT_HEADER]: {
    description: `Matches before paging, counted up to ${PAGE.countAhead} past the page served (a page shorter than the limit is the end, its total exact).`,
    schema: { type: 'integer', minimum: 0 },
  },
  [TOTAL_EXACT_HEADER]: {
    description: 'false when the count stopped at that cap: the total is then a lower bound.',
    schema: { type: 'string', enum: ['true', 'false'] },
  },
} satisfies ZodOpenApiResponseObject['headers'];

/** Every refusal a call can meet, by status: its own, its path id's 404, the auth and common ones. */
export function errorCases(endpoint: EndpointDefinition): Record<number, ErrorCase[]> {
  const cases: Record<number, ErrorCase[]> = {};
  const add = (status: number, list: ErrorCase[]) => (cases[status] = [...(cases[status] ?? []), ...list]);
  for (const [status, list] of Object.entries(endpoint.errors ?? {})) add(Number(status), list);
  if (endpoint.notFound) add(404, [endpoint.notFound]);
  if (endpoint.body) add(413, [{ code: 'PAYLOAD_TOO_LARGE' }]);
  if (endpoint.auth === 'user') for (const [status, list] of Object.entries(AUTH_ERRORS)) add(Number(status), list);
  // A token is optional there, but one that is sent must be valid.
  if (endpoint.auth === 'optional')
    add(
      401,
      AUTH_ERRORS[401].filter(({ code }) => code === 'INVALID_TOKEN'),
    );
  for (const [status, list] of Object.entries(COMMON_ERRORS)) add(Number(status), list);
  return cases;
}

function errorResponse(status: number, cases: ErrorCase[]) {
  const line = ({ code, message, note }: ErrorCase) => `\`${code}\`${message ? `: "${message}"` : ''}${note ? ` (${note})` : ''}`;
  return {
    description: cases.map(line).join('; '),
    content: {
      [JSON_TYPE]: {
        schema: apiErrorSchema,
        examples: Object.fromEntries(
          cases.map((c) => [
            c.code,
            { value: { statusCode: status, code: c.code, message: c.message ?? 'What is wrong, in words a form can show.' } },
          ]),
        ),
      },
    },
  };
}

function operation(name: string, endpoint: EndpointDefinition): ZodOpenApiOperationObject {
  const responses: ZodOpenApiResponsesObject = {};
  for (const [status, { description, schema }] of Object.entries(endpoint.responses)) {
    responses[status as `${1 | 2 | 3 | 4 | 5}${string}`] = {
      description,
      content: { [JSON_TYPE]: { schema } },
      ...(endpoint.paged ? { headers: PAGE_HEADERS } : {}),
    };
  }
  for (const [status, cases] of Object.entries(errorCases(endpoint)))
    responses[status as `4${string}`] = errorResponse(Number(status), cases);
  const body = endpoint.body as z.ZodType | undefined;
  const optionalBody = body?.safeParse(undefined).success ?? false;
  return {
    operationId: name,
    tags: [endpoint.tag],
    summary: endpoint.summary,
    ...(endpoint.description ? { description: endpoint.description } : {}),
    // `{}` beside the scheme: a guest may call it too (OpenAPI's way to say the token is optional).
    security: { user: [{ bearerAuth: [] }], optional: [{}, { bearerAuth: [] }], guest: [] }[endpoint.auth],
    requestParams: {
      ...(endpoint.params ? { path: endpoint.params } : {}),
      ...(endpoint.query ? { query: endpoint.query as z.ZodObject } : {}),
    },
    ...(body
      ? {
          requestBody: {
            required: !optionalBody,
            content: { [JSON_TYPE]: { schema: optionalBody ? (body as z.ZodOptional).unwrap() : body } },
          },
        }
      : {}),
    responses,
  };
}

export function buildOpenApiDocument() {
  const paths: ZodOpenApiPathsObject = {};
  for (const [name, endpoint] of Object.entries(API) as [string, EndpointDefinition][]) {
    const path = openApiPath(endpoint.path);
    paths[path] = { ...paths[path], [endpoint.method.toLowerCase()]: operation(name, endpoint) };
  }
  return createDocument({
    openapi: '3.1.0',
    info: {
      title: 'StudyHub API',
      version: '1.0.0',
      description:
        'Share assignments, submit Google Docs links, grade each other. Send the Firebase ID token as `Authorization: Bearer <token>` where a call needs a user. Every refusal is `{ statusCode, code, message }`; clients switch on `code`.',
    },
    paths,
    components: {
      schemas: COMPONENTS,
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'Firebase ID token' } },
    },
  });
}
