import { describe, expect, test } from '@jest/globals';
import { API, defaultStatus, type EndpointDefinition } from './api-contract.js';
import { API_PATHS, openApiPath, pathOf } from './api-routes.js';

const rows = Object.entries(API) as [string, EndpointDefinition][];

describe('the API contract table', () => {
  test('each method and path is one row, under /api/', () => {
    const keys = rows.map(([, row]) => `${row.method} ${row.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const [name, row] of rows) expect({ name, path: row.path }).toEqual({ name, path: expect.stringMatching(/^\/api\/[a-z/:-]+$/) });
  });

  test('a row whose path names an id validates it and says which 404 a bad one gets', () => {
    for (const [name, row] of rows) {
      const names = [...row.path.matchAll(/:(\w+)/g)].map((match) => match[1]);
      expect({ name, params: Object.keys(row.params?.shape ?? {}), notFound: Boolean(row.notFound) }).toEqual({
        name,
        params: names,
        notFound: names.length > 0,
      });
    }
  });

  test("only calls that read or act as the caller need a token; public reads take one for the caller's own view", () => {
    const by = (auth: EndpointDefinition['auth']) =>
      rows
        .filter(([, row]) => row.auth === auth)
        .map(([name]) => name)
        .sort();
    expect(by('guest')).toEqual(['createContactRequest', 'health']);
    expect(by('optional')).toEqual(['getAssignment', 'getInvite', 'listAssignments']);
  });

  test("the default status of a success is the row's own when given, else the lowest", () => {
    expect(defaultStatus(API.createAssignment)).toBe(201);
    expect(defaultStatus(API.submitAssignment)).toBe(201);
    expect(defaultStatus(API.markSubmission)).toBe(200);
  });

  test('paths are filled with encoded values, and a missing value is a programming error', () => {
    expect(pathOf(API.submitAssignment, { id: 'a/b c' })).toBe('/api/assignments/a%2Fb%20c/submit');
    expect(API_PATHS.markSubmission('x')).toBe('/api/submissions/x/mark');
    expect(() => pathOf(API.getAssignment, {})).toThrow(':id');
    expect(openApiPath(API.markSubmission.path)).toBe('/api/submissions/{id}/mark');
  });

  test('a path id is a uuid, kept lowercase whatever case the client sent', () => {
    const id = '0F8FAD5B-D9CB-469F-A165-70867728950E';
    expect(API.getAssignment.params.parse({ id })).toEqual({ id: id.toLowerCase() });
    expect(API.getAssignment.params.safeParse({ id: 'not-a-uuid' }).success).toBe(false);
  });
});
