import { Controller, Get, Header } from '@nestjs/common';
import { API_PATHS } from '@studyhub/contracts';
import { renderDocsPage } from './docs-page.js';
import { buildOpenApiDocument } from './openapi.js';

// Built once: the document depends only on the contracts, not on the request.
const document = buildOpenApiDocument();
const page = renderDocsPage(document, `${API_PATHS.docs}/openapi.json`);

@Controller('docs')
export class DocsController {
  @Get('openapi.json')
  openapi(): Record<string, unknown> {
    return document;
  }

  @Get()
  @Header('Content-Type', 'text/html; charset=utf-8')
  page(): string {
    return page;
  }
}
