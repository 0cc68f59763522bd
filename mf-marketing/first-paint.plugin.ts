import type { RsbuildPlugin } from '@rsbuild/core';
import type { FirstPaintFile } from '@studyhub/mf-config/first-paint';
import { FIRST_PAINT_FILE } from '@studyhub/mf-config/first-paint';
import { FIRST_PICTURE_STEM, HERO_BOX, HERO_IMAGE_SIZE, HERO_IMAGE_SIZES, HERO_PICTURE_POSITION } from './src/home/hero/hero-geometry.js';

const HOME_PATH = '/';

/**
 * Emits first-paint.json (see libs/mf-config first-paint.ts): the home page's first hero picture,
 * under the names the build gave it, so the shell's HTML can show it before any script runs.
 */
export function pluginFirstPaint(): RsbuildPlugin {
  return {
    name: 'studyhub:first-paint',
    setup(api) {
      api.processAssets({ stage: 'report', targets: ['web'] }, ({ assets, compilation, sources }) => {
        const rendition = (width: number) => {
          const pattern = new RegExp(`(^|/)${FIRST_PICTURE_STEM}-${width}\\.[0-9a-f]+\\.webp$`);
          const name = Object.keys(assets).find((asset) => pattern.test(asset));
          if (!name) throw new Error(`first-paint: the build emitted no ${FIRST_PICTURE_STEM}-${width} picture`);
          return name;
        };
        const small = rendition(800);
        const large = rendition(1600);
        const file: FirstPaintFile = {
          version: 1,
          paths: {
            [HOME_PATH]: {
              box: HERO_BOX,
              picture: {
                src: large,
                srcset: `${small} 800w, ${large} 1600w`,
                sizes: HERO_IMAGE_SIZES,
                ...HERO_IMAGE_SIZE,
                position: HERO_PICTURE_POSITION,
              },
            },
          },
        };
        compilation.emitAsset(FIRST_PAINT_FILE, new sources.RawSource(`${JSON.stringify(file, null, 2)}\n`));
      });
    },
  };
}
