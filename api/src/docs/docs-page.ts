// A readable, script-free HTML rendering of the OpenAPI document (no Swagger UI to install or
// to open the CSP for): one section per call with its parameters, body fields and answers.
// The OpenAPI document is free-form JSON built in openapi.ts; reading it untyped keeps this short.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;

const escape = (value: unknown) =>
  String(value ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function typeOf(schema: Json = {}): string {
  if (schema.$ref) return String(schema.$ref).split('/').pop()!;
  if (schema.enum) return schema.enum.map((v: unknown) => JSON.stringify(v)).join(' | ');
  if (schema.anyOf) return schema.anyOf.map(typeOf).join(' | ');
  if (schema.type === 'array') return `${typeOf(schema.items)}[]`;
  const bounds = [schema.minLength !== undefined && `min ${schema.minLength}`, schema.maxLength !== undefined && `max ${schema.maxLength}`,
    schema.minimum !== undefined && `≥ ${schema.minimum}`, schema.maximum !== undefined && `≤ ${schema.maximum}`,
    schema.default !== undefined && `default ${JSON.stringify(schema.default)}`].filter(Boolean);
  return `${schema.format ?? schema.type ?? 'any'}${bounds.length ? ` (${bounds.join(', ')})` : ''}`;
}

function fields(schema: Json): string {
  const required = new Set<string>(schema.required ?? []);
  const rows = Object.entries<Json>(schema.properties ?? {}).map(
    ([name, prop]) => `<tr><td><code>${escape(name)}</code>${required.has(name) ? ' *' : ''}</td><td>${escape(typeOf(prop))}</td></tr>`,
  );
  return `<table>${rows.join('')}</table>${schema.description ? `<p>${escape(schema.description)}</p>` : ''}`;
}

function operation(path: string, method: string, op: Json, pathParams: Json[], schemas: Json): string {
  const params = [...pathParams, ...(op.parameters ?? [])];
  const bodyRef = op.requestBody?.content?.['application/json']?.schema?.$ref as string | undefined;
  const auth = op.security?.length ? 'Requires <code>Authorization: Bearer &lt;Firebase ID token&gt;</code>' : 'Open to guests';
  return `<section id="${escape(method + path)}">
<h2><span class="m ${method}">${method.toUpperCase()}</span> <code>${escape(path)}</code></h2>
<p><strong>${escape(op.summary)}</strong>. ${auth}.</p>${op.description ? `<p>${escape(op.description)}</p>` : ''}
${params.length ? `<h3>Parameters</h3><table>${params.map((p) => `<tr><td><code>${escape(p.name)}</code> (${p.in})</td><td>${escape(typeOf(p.schema))}</td></tr>`).join('')}</table>` : ''}
${bodyRef ? `<h3>JSON body: ${escape(bodyRef.split('/').pop())}</h3>${fields(schemas[bodyRef.split('/').pop()!])}` : ''}
<h3>Answers</h3><ul>${Object.entries<Json>(op.responses).map(([status, r]) => `<li><b>${status}</b> ${escape(r.description)}</li>`).join('')}</ul>
</section>`;
}

export function renderDocsPage(doc: Json, jsonUrl: string): string {
  const schemas = doc.components.schemas as Json;
  const sections: string[] = [];
  const index: string[] = [];
  for (const [path, item] of Object.entries<Json>(doc.paths)) {
    for (const method of ['get', 'post', 'put', 'delete']) {
      if (!item[method]) continue;
      index.push(`<li><a href="#${escape(method + path)}">${method.toUpperCase()} ${escape(path)}</a>: ${escape(item[method].summary)}</li>`);
      sections.push(operation(path, method, item[method], item.parameters ?? [], schemas));
    }
  }
  const models = ['Assignment', 'Submission', 'ApiError'].map((name) => `<h3>${name}</h3>${fields(schemas[name])}`).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escape(doc.info.title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1"><style>
body{font:15px/1.5 system-ui,sans-serif;max-width:960px;margin:2rem auto;padding:0 1rem;color:#1f2933}
section{border-top:1px solid #d9e2ec;padding:.5rem 0}table{border-collapse:collapse}td{border:1px solid #d9e2ec;padding:.2rem .6rem}
.m{color:#fff;border-radius:4px;padding:.1rem .5rem;font-size:.8em}.get{background:#2f7d32}.post{background:#1565c0}.put{background:#b26a00}.delete{background:#b71c1c}
</style></head><body><h1>${escape(doc.info.title)} ${escape(doc.info.version)}</h1><p>${escape(doc.info.description)}</p>
<p>Machine-readable: <a href="${escape(jsonUrl)}">OpenAPI 3.1 JSON</a>.</p><ul>${index.join('')}</ul>${sections.join('')}
<section><h2>Models</h2>${models}</section></body></html>`;
}
