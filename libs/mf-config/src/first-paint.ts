/**
 * A remote may publish `first-paint.json` beside its manifest: for a path it owns, the picture that
 * will be that page's largest element and the box it sits in. The web server that serves the
 * shell's HTML draws that picture into the HTML, so it is on screen before any script has run;
 * the remote later renders the same picture, same size, same place. Relative URLs are relative to
 * the file. No imports: Rsbuild's config loader and Node read this file.
 */
export const FIRST_PAINT_FILE = 'first-paint.json';

export interface FirstPaintPicture {
  src: string;
  srcset: string;
  sizes: string;
  width: number;
  height: number;
  /** CSS object-position of the picture, which covers its box. */
  position: string;
}

export interface FirstPaint {
  /** CSS lengths of the box the picture covers, placed right below the navigation bar. */
  box: { height: string; minHeight: string };
  picture: FirstPaintPicture;
}

export interface FirstPaintFile {
  version: 1;
  /** Keyed by exact path, e.g. '/'. */
  paths: Record<string, FirstPaint>;
}
