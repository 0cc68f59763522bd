import * as apiClient from '@studyhub/api-client';
import * as auth from '@studyhub/auth';
// The whole module, as the browser's federation shares it: a remote's forms import their schemas from it.
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import * as contracts from '@studyhub/contracts';
import * as contractsWeb from '@studyhub/contracts/web';
import * as forms from '@studyhub/forms';
import * as router from '@studyhub/router';
import * as ui from '@studyhub/ui';
import * as react from 'react';
import * as reactDom from 'react-dom';
import * as reactDomClient from 'react-dom/client';
import * as jsxRuntime from 'react/jsx-runtime';
import * as reactRedux from 'react-redux';
import * as styledComponents from 'styled-components';

/**
 * What a remote's server build `require`s from the shell's (libs/mf-config/src/server-build.ts):
 * the singletons the browser shares through Module Federation, as this build holds them, so a
 * remote's screens render in the shell's React, store, router and styled-components.
 * A module missing here fails the remote's load with its name (web-server/src/ssr/server-build-loader.ts),
 * and that area is drawn by the browser.
 */
export const sharedModules: Readonly<Record<string, unknown>> = {
  react,
  'react-dom': reactDom,
  'react/jsx-runtime': jsxRuntime,
  'react-dom/client': reactDomClient,
  'react-redux': reactRedux,
  'styled-components': styledComponents,
  '@studyhub/contracts/web': contractsWeb,
  '@studyhub/contracts': contracts,
  '@studyhub/api-client': apiClient,
  '@studyhub/auth': auth,
  '@studyhub/ui': ui,
  '@studyhub/forms': forms,
  '@studyhub/router': router,
};
