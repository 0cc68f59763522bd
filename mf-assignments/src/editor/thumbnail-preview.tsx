import styled from 'styled-components';
import type { ImageStatus } from './use-image-loads.js';

const StyledPreview = styled.figure`
  margin: 0;
  figcaption { font-size: 0.85rem; color: ${({ theme }) => theme.colors.textMuted}; margin-bottom: 6px; }
  img {
    display: block;
    width: 100%;
    max-width: 360px;
    aspect-ratio: 16 / 10;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

/** The live thumbnail preview: shown only once the URL has loaded as an image. */
export function ThumbnailPreview({ url, status }: { url: string; status: ImageStatus }) {
  if (status !== 'loaded') return null;
  return (
    <StyledPreview>
      <figcaption>Thumbnail preview</figcaption>
      <img src={url.trim()} alt="Thumbnail preview" />
    </StyledPreview>
  );
}
