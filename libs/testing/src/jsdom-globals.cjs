// jsdom lacks some platform globals that browsers (and the libraries we use) rely on.
const { TextEncoder, TextDecoder } = require('node:util');
Object.assign(globalThis, { TextEncoder, TextDecoder });
