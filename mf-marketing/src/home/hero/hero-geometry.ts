// Where the hero sits and how its picture is drawn. Read by the hero's components and, at build
// time, by first-paint.plugin.ts, so the picture painted from the HTML before any script runs is
// the same size in the same place as the one React renders later. No imports: Node loads this file.

/** The hero's box. */
export const HERO_BOX = { height: '70vh', minHeight: '30rem' } as const;

/** The picture covers the box; the illustration sits right of centre, kept in view on phones. */
export const HERO_PICTURE_POSITION = '72% center';

export const HERO_IMAGE_SIZE = { width: 1600, height: 900 } as const;

/**
 * The slide is 70vh tall and the picture covers it, so on a portrait phone the picture is drawn
 * wider than the screen: at least 100vw, or 70vh x 16/9 ≈ 124.5vh when that is wider.
 */
export const HERO_IMAGE_SIZES = 'max(100vw, 124.5vh)';

/** File name stem of the first slide's picture (assets/<stem>-800.webp and -1600.webp). */
export const FIRST_PICTURE_STEM = 'hero-study-group';
