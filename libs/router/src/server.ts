// React Router's server rendering, for the shell's server build only (shell/src/server). Not shared
// with the remotes and never in a browser bundle: it renders the same router the browser's
// `createBrowserRouter` hydrates, from the same react-router-dom instance as index.ts.
export { StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router-dom';
