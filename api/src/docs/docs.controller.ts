// The contract for people: the generated OpenAPI document, and Swagger UI (served from the
// swagger-ui-dist package, no CDN) where a developer pastes an ID token and tries each call. And
// for release tooling: the contract summary a remote's release is compared with before it goes live
// (libs/contracts/src/contract-summary.ts).
import { Controller, Get, Header, NotFoundException, Param, Res } from '@nestjs/common';
import { API_DOCS, contractSummary } from '@studyhub/contracts';
import type { FastifyReply } from 'fastify';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { routePath } from '../common/contract/endpoint.decorator.js';
import { buildOpenApiDocument } from './openapi.js';
import { docsPageHtml, docsStartScript } from './docs-page.js';

// Built once: the document depends only on the contracts, not on the request.
const document = buildOpenApiDocument();
const summary = contractSummary();
const SWAGGER_DIR = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

/** What the page loads, by the name it asks for: the package's files and our start script. */
const ASSETS: Record<string, { type: string; body: string | Buffer }> = {
  'swagger-ui.css': { type: 'text/css; charset=utf-8', body: readFileSync(join(SWAGGER_DIR, 'swagger-ui.css')) },
  'swagger-ui-bundle.js': { type: 'text/javascript; charset=utf-8', body: readFileSync(join(SWAGGER_DIR, 'swagger-ui-bundle.js')) },
  'favicon-32x32.png': { type: 'image/png', body: readFileSync(join(SWAGGER_DIR, 'favicon-32x32.png')) },
  'start.js': { type: 'text/javascript; charset=utf-8', body: docsStartScript(API_DOCS.openapi) },
};

/**
 * The API's policy allows no scripts at all; this page runs Swagger UI's bundle and our start
 * script, both from this origin, and calls the API on it. Inline styles: Swagger UI sets them.
 */
const DOCS_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "font-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

@Controller()
export class DocsController {
  @Get(routePath(API_DOCS.openapi))
  openapi() {
    return document;
  }

  @Get(routePath(API_DOCS.contract))
  contract() {
    return summary;
  }

  @Get(routePath(API_DOCS.page))
  @Header('Content-Type', 'text/html; charset=utf-8')
  @Header('Content-Security-Policy', DOCS_CSP)
  page(): string {
    return docsPageHtml(`${API_DOCS.page}/assets`);
  }

  @Get(`${routePath(API_DOCS.page)}/assets/:name`)
  @Header('Content-Security-Policy', DOCS_CSP)
  @Header('Cache-Control', 'public, max-age=3600')
  asset(@Param('name') name: string, @Res({ passthrough: true }) reply: FastifyReply): string | Buffer {
    const asset = Object.hasOwn(ASSETS, name) ? ASSETS[name] : undefined;
    if (!asset) throw new NotFoundException();
    void reply.type(asset.type);
    return asset.body;
  }
}
