// The first module of a remote's server build (rsbuild-server.ts): its public path is the folder
// the shell's server fetched it from, given by the loader (web-server/src/ssr/server-build-loader.ts),
// so a picture it names has the URL the browser build gives it.
declare let __webpack_public_path__: string;
declare const __studyhub_public_path__: string;

// eslint-disable-next-line prefer-const -- a bundler variable, assigned here and declared by the bundler
__webpack_public_path__ = __studyhub_public_path__;
