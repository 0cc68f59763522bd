import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { API, API_DOCS, MESSAGES, PAGE, TOTAL_COUNT_HEADER, openApiPath, type EndpointDefinition } from '@studyhub/contracts';
import { call } from './support/http.js';
import { startTestApi, type TestApi } from './support/test-api.js';

// The document is generated from the contract table: every row must come out as an operation.
const ROWS = Object.entries(API) as [string, EndpointDefinition][];

let api: TestApi;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
let doc: any;
beforeAll(async () => {
  api = await startTestApi();
  const answer = await call(api.url, 'GET', API_DOCS.openapi);
  expect(answer.status).toBe(200);
  doc = answer.body;
});
afterAll(() => api.close());

/** The document's operation for a row of the table. */
const operation = (row: EndpointDefinition) => doc.paths[openApiPath(row.path)][row.method.toLowerCase()];

describe('OpenAPI document', () => {
  test('is OpenAPI 3.1 with one operation per row of the contract table, each secured as its row says', () => {
    expect(doc.openapi).toBe('3.1.0');
    const operations = Object.entries<Record<string, { operationId: string }>>(doc.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, op]) => `${op.operationId} ${method.toUpperCase()} ${path}`),
    );
    expect(operations.sort()).toEqual(ROWS.map(([name, row]) => `${name} ${row.method} ${openApiPath(row.path)}`).sort());
    for (const [name, row] of ROWS) {
      const op = operation(row);
      // A token is required (one scheme), optional (an empty alternative beside it) or not read.
      const security = { user: [{ bearerAuth: [] }], optional: [{}, { bearerAuth: [] }], guest: [] }[row.auth];
      expect({ name, summary: op.summary, security: op.security }).toEqual({ name, summary: row.summary, security });
    }
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  test('every refusal is the error body, with its codes and the product messages', () => {
    for (const [, row] of ROWS) {
      const { responses } = operation(row);
      const errors = Object.entries<{ content: Record<string, { schema: { $ref: string } }> }>(responses).filter(
        ([status]) => Number(status) >= 400,
      );
      expect(errors.map(([status]) => status)).toEqual(
        expect.arrayContaining(['429', '500', '503', ...(row.auth === 'guest' ? [] : ['401'])]),
      );
      for (const [, response] of errors) expect(response.content['application/json'].schema.$ref).toBe('#/components/schemas/ApiError');
    }
    const update = operation(API.updateAssignment).responses;
    expect(update['403'].description).toContain(MESSAGES.ownership.editOwn);
    expect(update['403'].content['application/json'].examples.NOT_ASSIGNMENT_OWNER.value).toEqual({
      statusCode: 403,
      code: 'NOT_ASSIGNMENT_OWNER',
      message: MESSAGES.ownership.editOwn,
    });
    expect(update['404'].description).toContain('ASSIGNMENT_NOT_FOUND');
    expect(operation(API.markSubmission).responses['409'].description).toContain(MESSAGES.api.alreadyMarked);
    expect(doc.components.schemas.ApiError.required).toEqual(['statusCode', 'code', 'message']);
    expect(Object.keys(doc.components.schemas.ApiError.properties)).toContain('errors');
  });

  test('schemas come from the contracts: strict bodies, spec field names, paging and its header', () => {
    const create = doc.components.schemas.CreateAssignment;
    expect(create.additionalProperties).toBe(false);
    // Each field's rules in words, with the message the API answers for each.
    expect(create.properties.title.description).toContain(MESSAGES.validation.title);
    expect(create.properties.dueDate.description).toContain(MESSAGES.validation.dueDate);
    expect(doc.components.schemas.SubmitAssignment.properties.googleDocsLink.description).toContain(MESSAGES.validation.googleDocsLink);
    expect(create.required).toEqual(expect.arrayContaining(['title', 'description', 'marks', 'thumbnailUrl', 'dueDate']));
    expect(Object.keys(doc.components.schemas.Submission.properties)).toEqual(
      expect.arrayContaining(['_id', 'obtainedMarks', 'googleDocsLink', 'userEmail', 'userName', 'status']),
    );
    const params = operation(API.listAssignments).parameters.map((p: { name: string }) => p.name);
    expect(params).toEqual(expect.arrayContaining(['difficulty', 'search', 'sort', 'order', 'limit', 'offset']));
    for (const row of [API.listAssignments, API.mySubmissions, API.pendingSubmissions]) {
      const list = operation(row);
      const limit = list.parameters.find((p: { name: string }) => p.name === 'limit');
      expect(limit.schema).toMatchObject({ minimum: 1, maximum: PAGE.maxLimit, default: PAGE.defaultLimit });
      expect(list.responses['200'].headers[TOTAL_COUNT_HEADER]).toBeDefined();
    }
    expect(Object.keys(operation(API.submitAssignment).responses)).toEqual(expect.arrayContaining(['200', '201']));
    expect(operation(API.deleteAssignment).requestBody.required).toBe(false);
  });
});

describe('interactive docs', () => {
  test('the page runs Swagger UI from this origin only, on the generated document', async () => {
    const page = await call<string>(api.url, 'GET', API_DOCS.page);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*(unsafe-inline|https?:)/);
    const scripts = [...page.body.matchAll(/<script src="([^"]+)"/g)].map((match) => match[1]);
    expect(scripts).toEqual([`${API_DOCS.page}/assets/swagger-ui-bundle.js`, `${API_DOCS.page}/assets/start.js`]);
    expect(page.body).not.toMatch(/<script>|https?:\/\//);
    const start = await call<string>(api.url, 'GET', scripts[1]);
    expect(start.body).toContain(JSON.stringify(API_DOCS.openapi));
    const bundle = await call<string>(api.url, 'GET', scripts[0]);
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get('content-type')).toContain('javascript');
    expect(bundle.body).toContain('SwaggerUIBundle');
  });

  test("only the page's own files are served beside it", async () => {
    for (const name of ['package.json', '..%2Fpackage.json', 'index.html']) {
      const answer = await call(api.url, 'GET', `${API_DOCS.page}/assets/${name}`);
      expect({ name, status: answer.status, code: answer.body.code }).toEqual({ name, status: 404, code: 'NOT_FOUND' });
    }
  });

  test('data calls keep the strict policy: no scripts at all', async () => {
    const answer = await call(api.url, 'GET', API.listAssignments.path);
    expect(answer.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(answer.headers.get('content-security-policy')).not.toContain('script-src');
  });
});

describe('contract summary (what a remote release is checked against)', () => {
  test('lists every call with its method, path and JSON Schemas, the mark body as the form sends it', async () => {
    const answer = await call<{
      version: number;
      calls: Record<string, { method: string; path: string; request: { body?: { required?: string[] } } }>;
    }>(api.url, 'GET', API_DOCS.contract);
    expect(answer.status).toBe(200);
    expect(answer.body.version).toBe(1);
    expect(
      Object.entries(answer.body.calls)
        .map(([name, { method, path }]) => `${name} ${method} ${path}`)
        .sort(),
    ).toEqual(ROWS.map(([name, row]) => `${name} ${row.method} ${row.path}`).sort());
    expect(answer.body.calls.markSubmission.request.body?.required).toEqual(['obtainedMarks']);
  });
});
