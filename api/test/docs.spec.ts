import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { API_PATHS, PAGE, TOTAL_COUNT_HEADER } from '@studyhub/contracts';
import { call } from './support/http.js';
import { startTestApi, type TestApi } from './support/test-api.js';

// Spec point 7, in OpenAPI path syntax, plus health.
const CALLS = [
  ['get', '/api/assignments'],
  ['get', '/api/assignments/{id}'],
  ['post', '/api/assignments'],
  ['put', '/api/assignments/{id}'],
  ['delete', '/api/assignments/{id}'],
  ['post', '/api/assignments/{id}/submit'],
  ['get', '/api/submissions'],
  ['get', '/api/submissions/pending'],
  ['put', '/api/submissions/{id}/mark'],
] as const;
const GUEST_CALLS = new Set(['get /api/assignments', 'get /api/assignments/{id}']);

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

describe('OpenAPI document', () => {
  test('is OpenAPI 3.1 and lists all nine calls and health, each with a summary and the error shape', async () => {
    const { status, body: doc } = await call(api.url, 'GET', `${API_PATHS.docs}/openapi.json`);
    expect(status).toBe(200);
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.paths[API_PATHS.health].get.summary).toBeTruthy();
    for (const [method, path] of CALLS) {
      const operation = doc.paths[path]?.[method];
      expect({ call: `${method} ${path}`, summary: typeof operation?.summary }).toEqual({ call: `${method} ${path}`, summary: 'string' });
      const errors = Object.entries<{ content: Record<string, { schema: { $ref: string } }> }>(operation.responses).filter(([code]) => Number(code) >= 400);
      expect(errors.length).toBeGreaterThan(0);
      for (const [, response] of errors) expect(response.content['application/json'].schema.$ref).toBe('#/components/schemas/ApiError');
      const secured = (operation.security ?? []).length > 0;
      expect({ call: `${method} ${path}`, secured }).toEqual({ call: `${method} ${path}`, secured: !GUEST_CALLS.has(`${method} ${path}`) });
    }
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  test('schemas come from the contracts: strict bodies, spec field names, the total-count header', async () => {
    const { body: doc } = await call(api.url, 'GET', `${API_PATHS.docs}/openapi.json`);
    const create = doc.components.schemas.CreateAssignment;
    expect(create.additionalProperties).toBe(false);
    expect(create.required).toEqual(expect.arrayContaining(['title', 'description', 'marks', 'thumbnailUrl', 'dueDate']));
    expect(Object.keys(doc.components.schemas.Submission.properties)).toEqual(
      expect.arrayContaining(['_id', 'obtainedMarks', 'googleDocsLink', 'userEmail', 'userName', 'status']),
    );
    expect(doc.components.schemas.ApiError.required).toEqual(['statusCode', 'code', 'message']);
    expect(doc.paths['/api/assignments'].get.responses['200'].headers[TOTAL_COUNT_HEADER]).toBeDefined();
    const params = doc.paths['/api/assignments'].get.parameters.map((p: { name: string }) => p.name);
    expect(params).toEqual(expect.arrayContaining(['difficulty', 'search', 'sort', 'order', 'limit', 'offset']));
  });

  test('the submission lists are paged like the assignments, and submit tells a new submission from an update', async () => {
    const { body: doc } = await call(api.url, 'GET', `${API_PATHS.docs}/openapi.json`);
    for (const path of ['/api/submissions', '/api/submissions/pending']) {
      const list = doc.paths[path].get;
      expect(list.parameters.map((p: { name: string }) => p.name)).toEqual(['limit', 'offset']);
      expect(list.parameters[0].schema).toMatchObject({ minimum: 1, maximum: PAGE.maxLimit, default: PAGE.defaultLimit });
      expect(list.responses['200'].headers[TOTAL_COUNT_HEADER]).toBeDefined();
      expect(list.responses['400']).toBeDefined();
    }
    expect(Object.keys(doc.paths['/api/assignments/{id}/submit'].post.responses)).toEqual(expect.arrayContaining(['200', '201']));
  });
});

test('the docs page is readable HTML listing every call', async () => {
  const answer = await call<string>(api.url, 'GET', API_PATHS.docs);
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toContain('text/html');
  for (const [method, path] of CALLS) expect(answer.body).toContain(`${method.toUpperCase()} ${path}`);
  expect(answer.body).toContain('openapi.json');
  expect(answer.body).not.toContain('<script');
});
