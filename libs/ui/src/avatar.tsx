import { useState } from 'react';
import styled from 'styled-components';
import defaultAvatar from './assets/default-avatar.svg';

/** The placeholder photo for users without one (or whose photo fails to load). */
export const DEFAULT_AVATAR_URL = defaultAvatar;

const StyledAvatar = styled.img<{ $size: number }>`
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  object-fit: cover;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border: 2px solid ${({ theme }) => theme.colors.border};
  flex-shrink: 0;
`;

interface AvatarProps {
  photoURL: string | null | undefined;
  /** Alternative text; empty when a visible name sits next to the picture. */
  alt: string;
  size?: number;
}

/** Round user photo; a broken or missing URL shows the default picture instead of a broken image. */
export function Avatar({ photoURL, alt, size = 40 }: AvatarProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const src = photoURL && photoURL !== failedUrl ? photoURL : DEFAULT_AVATAR_URL;
  return <StyledAvatar src={src} alt={alt} $size={size} referrerPolicy="no-referrer" onError={() => setFailedUrl(photoURL ?? null)} />;
}
