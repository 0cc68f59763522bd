import { isImageUrl } from '@studyhub/contracts/web';
import { useState } from 'react';
import styled from 'styled-components';

const StyledPicture = styled.img<{ $size: number }>`
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  flex-shrink: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  object-fit: cover;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

const StyledInitials = styled.span<{ $size: number }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  flex-shrink: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  font-weight: 700;
  font-size: ${({ $size }) => Math.round($size * 0.38)}px;
  letter-spacing: 0.02em;
  user-select: none;
`;

/** "Chemistry circle" → "CC"; one word → its first two letters. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const letters = words.length === 1 ? Array.from(words[0]).slice(0, 2) : [words[0], words[1]].map((word) => Array.from(word)[0]);
  return letters.join('').toUpperCase();
}

/**
 * The group's picture, or its initials when it has none or the picture does not load. Decorative:
 * the group's name is always written next to it.
 */
export function GroupPicture({ name, url, size = 56 }: { name: string; url: string; size?: number }) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  if (url && isImageUrl(url) && url !== failedUrl) {
    return <StyledPicture src={url} alt="" $size={size} referrerPolicy="no-referrer" onError={() => setFailedUrl(url)} />;
  }
  return (
    <StyledInitials aria-hidden="true" $size={size} data-testid="group-initials">
      {initialsOf(name)}
    </StyledInitials>
  );
}
