// A browser that accepts compressed answers gets a page of the list compressed (a phone on a slow
// network waits for every byte before the cards show); a client that does not gets it as it is,
// and both read the same JSON. Small answers are not worth compressing and go as they are.
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { API_PATHS } from '@studyhub/contracts';
import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { assignments } from '../src/db/schema.js';
import { startTestApi, type TestApi } from './support/test-api.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
  const rows = Array.from({ length: 20 }, (_, i) => ({
    title: `Compressible essay ${i}`,
    description: 'A description long enough that a page of twenty is several kilobytes of JSON.',
    marks: 10,
    thumbnailUrl: 'http://localhost:3000/thumbnails/essay.jpg',
    dueDate: new Date(Date.now() + 86_400_000),
    ownerUid: 'compression-owner',
    userEmail: 'owner@studyhub.test',
    userName: 'Owner',
  }));
  await api.db.insert(assignments).values(rows);
});
afterAll(() => api.close());

/** The raw answer, bytes as sent (fetch would decode them and hide the size). */
function rawGet(path: string, acceptEncoding?: string) {
  return new Promise<{ status: number; encoding?: string; body: Buffer }>((resolve, reject) => {
    const url = new URL(path, api.url);
    const headers = acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {};
    request(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, encoding: response.headers['content-encoding'], body: Buffer.concat(chunks) }),
      );
    })
      .on('error', reject)
      .end();
  });
}

const LIST = `${API_PATHS.assignments}?limit=20`;

test.each([
  ['gzip', gunzipSync],
  ['br', brotliDecompressSync],
])('a page of the list is sent %s-compressed to a client that accepts it, same JSON, a fraction of the bytes', async (encoding, decode) => {
  const plain = await rawGet(LIST);
  const compressed = await rawGet(LIST, encoding);
  expect(plain.status).toBe(200);
  expect(plain.encoding).toBeUndefined();
  expect(compressed.status).toBe(200);
  expect(compressed.encoding).toBe(encoding);
  expect(JSON.parse(decode(compressed.body).toString('utf8'))).toEqual(JSON.parse(plain.body.toString('utf8')));
  expect(compressed.body.length).toBeLessThan(plain.body.length / 2);
});

test('a small answer goes uncompressed even to a client that accepts compression', async () => {
  const health = await rawGet(API_PATHS.health, 'gzip, br');
  expect(health.status).toBe(200);
  expect(health.encoding).toBeUndefined();
  expect(JSON.parse(health.body.toString('utf8'))).toMatchObject({ status: 'ok' });
});
