import { useState, type ImgHTMLAttributes } from 'react';
import styled from 'styled-components';
import placeholderThumbnail from '../assets/placeholder-thumbnail.svg';

/**
 * The placeholder in the theme's colours: the SVG is only a shape (a mask), painted with the
 * theme's muted text on its alternate surface, so it is as dark as the page in dark mode instead of
 * a bright tile. An <img> of a coloured SVG could not follow the theme.
 */
const StyledPlaceholder = styled.span`
  position: relative;
  display: block;
  background-color: ${({ theme }) => theme.colors.surfaceAlt};
  &::before {
    content: '';
    position: absolute;
    inset: 0;
    background-color: ${({ theme }) => theme.colors.textMuted};
    mask: url(${placeholderThumbnail}) center / contain no-repeat;
  }
`;

type Props = ImgHTMLAttributes<HTMLImageElement>;

/** An assignment's picture; a missing or broken URL shows the placeholder, once. */
export function Thumbnail({ src, className, ...props }: Props) {
  const [broken, setBroken] = useState<string | undefined>();
  if (!src || broken === src) return <StyledPlaceholder className={className} data-testid="thumbnail-placeholder" aria-hidden="true" />;
  return <img alt="" {...props} className={className} src={src} onError={() => setBroken(src)} />;
}
