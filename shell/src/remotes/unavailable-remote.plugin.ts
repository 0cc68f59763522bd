import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { UnavailableRemote } from '@studyhub/mf-config';

/**
 * A remote that cannot be loaded (server down, bad manifest) resolves to a marker instead of
 * throwing, so the shell can show a fallback in that area alone. Only the 'onLoad' lifecycle may
 * return a substitute (Module Federation fails with RUNTIME-013 otherwise). No React import here: plugins load
 * before the shared scope is ready.
 */
export default function unavailableRemotePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'studyhub-unavailable-remote',
    errorLoadRemote({ id, error, lifecycle }) {
      if (lifecycle !== 'onLoad') return undefined;
      const marker: UnavailableRemote = {
        unavailable: true,
        remote: String(id).split('/')[0],
        reason: error instanceof Error ? error.message : String(error),
      };
      return () => ({ __esModule: true, default: marker });
    },
  };
}
