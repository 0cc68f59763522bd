import type { ImgHTMLAttributes } from 'react';
import placeholderThumbnail from '../assets/placeholder-thumbnail.svg';

/** An assignment's picture; a missing or broken URL shows the placeholder (spec point 8), once. */
export function Thumbnail({ src, ...props }: ImgHTMLAttributes<HTMLImageElement>) {
  return (
    <img
      alt=""
      {...props}
      src={src || placeholderThumbnail}
      onError={(event) => {
        event.currentTarget.onerror = null;
        event.currentTarget.src = placeholderThumbnail;
      }}
    />
  );
}
