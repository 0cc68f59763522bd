// The OpenAPI 3.1 document of the API: every call, its inputs, answers and errors.
import { TOTAL_COUNT_HEADER } from '@studyhub/contracts';
import { componentSchemas, listQueryParameters, pageQueryParameters } from './openapi-schemas.js';

type Json = Record<string, unknown>;
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: Json) => ({ 'application/json': { schema } });
const error = (description: string) => ({ description, content: json(ref('ApiError')) });
const ok = (description: string, schema: Json, headers?: Json) => ({ description, content: json(schema), ...(headers ? { headers } : {}) });
const idParam = (what: string) => ({ name: 'id', in: 'path', required: true, description: `${what} id (uuid)`, schema: { type: 'string', format: 'uuid' } });
const body = (name: string, required = true) => ({ required, content: json(ref(name)) });

const unauthorized = error('Missing token (UNAUTHENTICATED) or invalid/expired token (INVALID_TOKEN).');
const invalid = error('VALIDATION_FAILED: `message` is the first problem, in the spec\'s words; `errors` lists all.');
const common = { '429': error('RATE_LIMITED: too many requests from this client.'), '500': error('INTERNAL.') };
const secured = [{ bearerAuth: [] }];
const totalCount = { [TOTAL_COUNT_HEADER]: { description: 'Matches before paging.', schema: { type: 'integer' } } };
const page = (description: string, item: string) => ok(`${description} (a JSON array).`, { type: 'array', items: ref(item) }, totalCount);

const paths: Json = {
  '/api/health': {
    get: { tags: ['health'], summary: 'Is the API up, and on which database?', security: [],
      responses: { '200': ok('Up.', { type: 'object', properties: { status: { const: 'ok' }, db: { enum: ['pglite', 'postgres'] } } }), '503': error('Database unavailable.') } },
  },
  '/api/assignments': {
    get: { tags: ['assignments'], summary: 'List assignments (filter, search, sort, page)', security: [],
      description: 'search matches title or description, case-insensitive. sort=difficulty orders Easy < Medium < Hard; title ignores case. Without sort: newest first.',
      parameters: listQueryParameters(),
      responses: { '200': page('The page of assignments', 'Assignment'), '400': invalid, ...common } },
    post: { tags: ['assignments'], summary: 'Create an assignment (owner: the caller)', security: secured, requestBody: body('CreateAssignment'),
      responses: { '201': ok('Created.', ref('Assignment')), '400': invalid, '401': unauthorized, '413': error('PAYLOAD_TOO_LARGE.'), ...common } },
  },
  '/api/assignments/{id}': {
    parameters: [idParam('Assignment')],
    get: { tags: ['assignments'], summary: 'One assignment', security: [],
      responses: { '200': ok('Found.', ref('Assignment')), '404': error('ASSIGNMENT_NOT_FOUND (also for a malformed id).'), ...common } },
    put: { tags: ['assignments'], summary: 'Update your own assignment', security: secured, requestBody: body('UpdateAssignment'),
      responses: { '200': ok('Updated.', ref('Assignment')), '400': invalid, '401': unauthorized,
        '403': error('NOT_ASSIGNMENT_OWNER: "You can only edit your own assignments."'), '404': error('ASSIGNMENT_NOT_FOUND.'), ...common } },
    delete: { tags: ['assignments'], summary: 'Delete your own assignment (its submissions stay)', security: secured, requestBody: body('DeleteAssignment', false),
      responses: { '200': ok('Deleted.', { type: 'object', properties: { message: { type: 'string' } } }), '401': unauthorized,
        '403': error('NOT_ASSIGNMENT_OWNER: "You can only delete your own assignments."'), '404': error('ASSIGNMENT_NOT_FOUND.'), ...common } },
  },
  '/api/assignments/{id}/submit': {
    parameters: [idParam('Assignment')],
    post: { tags: ['submissions'], summary: 'Submit a Google Docs link for an assignment', security: secured, requestBody: body('SubmitAssignment'),
      description: 'A user holds at most one pending submission per assignment. Submitting again while it is pending replaces its link and notes (200, same _id, same place in the queue); a first submission, or one after the earlier was marked, makes a new pending one (201).',
      responses: { '200': ok('Your pending submission for this assignment was updated.', ref('Submission')), '201': ok('Submitted (a new pending submission).', ref('Submission')),
        '400': invalid, '401': unauthorized, '404': error('ASSIGNMENT_NOT_FOUND.'), ...common } },
  },
  '/api/submissions': {
    get: { tags: ['submissions'], summary: "The caller's own submissions, newest first (paged)", security: secured, parameters: pageQueryParameters(),
      responses: { '200': page("The page of the caller's submissions", 'Submission'), '400': invalid, '401': unauthorized, ...common } },
  },
  '/api/submissions/pending': {
    get: { tags: ['submissions'], summary: 'Pending submissions of everyone, oldest first (paged)', security: secured, parameters: pageQueryParameters(),
      description: 'Oldest first, so nobody\'s work waits forever. Each user has at most one pending submission per assignment.',
      responses: { '200': page('The page of pending submissions', 'Submission'), '400': invalid, '401': unauthorized, ...common } },
  },
  '/api/submissions/{id}/mark': {
    parameters: [idParam('Submission')],
    put: { tags: ['submissions'], summary: "Mark someone else's pending submission", security: secured, requestBody: body('MarkSubmission'),
      responses: { '200': ok('Marked (completed).', ref('Submission')), '400': error('VALIDATION_FAILED, or MARKS_EXCEED_TOTAL.'), '401': unauthorized,
        '403': error('CANNOT_MARK_OWN_SUBMISSION.'), '404': error('SUBMISSION_NOT_FOUND.'), '409': error('SUBMISSION_ALREADY_MARKED (also the loser of a race).'), ...common } },
  },
};

export function buildOpenApiDocument(): Json {
  return {
    openapi: '3.1.0',
    info: {
      title: 'StudyHub API',
      version: '1.0.0',
      description: 'Share assignments, submit Google Docs links, grade each other. Send the Firebase ID token as `Authorization: Bearer <token>` where a call needs a user.',
    },
    paths,
    components: {
      schemas: componentSchemas,
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'Firebase ID token' } },
    },
  };
}
