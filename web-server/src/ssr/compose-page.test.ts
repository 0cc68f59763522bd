import assert from 'node:assert/strict';
import { test } from 'node:test';
import { composePage } from './compose-page.js';

const TEMPLATE = `<!doctype html><html><head>
    <link rel="preload" href="/mf-registry.json" as="fetch" crossorigin="anonymous" />
    <title>StudyHub</title></head>
  <body>
    <div id="root"><!--first-paint--><div id="boot" role="status">Loading, please wait...</div></div>
  </body>
</html>`;

test('the rendered screen replaces the boot spinner; styles, title and state go where the browser reads them', () => {
  const html = composePage(TEMPLATE, {
    status: 200,
    title: 'All Assignments · StudyHub & co',
    html: '<main><h1>All Assignments</h1></main>',
    head: '<style data-styled="true">.a{content:"$&"}</style>',
    state: '<script type="application/json" id="server-state">{}</script>',
    errors: [],
  });
  assert.match(
    html,
    /<div id="root"><main><h1>All Assignments<\/h1><\/main><\/div><script type="application\/json" id="server-state">\{\}<\/script>\s*<\/body>/,
  );
  assert.doesNotMatch(html, /boot/);
  assert.match(html, /<title>All Assignments · StudyHub &amp; co<\/title>/);
  // `$&` is kept as text, not read as a replacement pattern.
  assert.match(html, /<style data-styled="true">\.a\{content:"\$&"\}<\/style><\/head>/);
  // Buttons wait for hydration (shell/src/index.html).
  assert.match(html, /^<!doctype html><html data-hydrating>/);
  // The page carries its registry: the preload of the registry would go unused.
  assert.doesNotMatch(html, /mf-registry\.json/);
});
