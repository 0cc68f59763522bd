// The interactive docs page: Swagger UI over the generated document. No inline script (the page's
// CSP allows only this origin's files), so the start-up code is a file of its own.

export function docsPageHtml(assets: string): string {
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>StudyHub API</title>
  <link rel="icon" type="image/png" href="${assets}/favicon-32x32.png">
  <link rel="stylesheet" href="${assets}/swagger-ui.css">
</head>
<body>
  <div id="swagger-ui"></div>
  <script src="${assets}/swagger-ui-bundle.js"></script>
  <script src="${assets}/start.js"></script>
</body>
</html>
`;
}

/**
 * Opens every call with "Try it out" on. Authorize takes an ID token: in development, sign in to
 * the app against the Auth emulator and copy it (README, "API docs").
 */
export function docsStartScript(openapiUrl: string): string {
  return `window.ui = SwaggerUIBundle(${JSON.stringify({
    url: openapiUrl,
    dom_id: '#swagger-ui',
    deepLinking: true,
    tryItOutEnabled: true,
    displayRequestDuration: true,
    persistAuthorization: false,
  })});\n`;
}
