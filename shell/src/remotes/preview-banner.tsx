import styled from 'styled-components';
import { endPreview } from './preview.js';
import type { RegisteredRemote } from './registry.js';

// Sticky at the end of the page: it stays in view while the page scrolls, and at the very end it
// sits below the footer instead of covering it (no guessed spacer height, however long its text).
const StyledBar = styled.aside`
  position: sticky;
  z-index: 900;
  bottom: 16px;
  width: max-content;
  max-width: calc(100% - 32px);
  min-height: 64px;
  box-sizing: border-box;
  margin: 0 auto 16px;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 16px;
  padding: 10px 10px 10px 16px;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.bg};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  font-size: 0.95rem;
  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) {
    bottom: 8px;
    width: auto;
    max-width: none;
    margin: 0 8px 8px;
  }
`;

const StyledBadge = styled.span`
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.warningBg};
  color: ${({ theme }) => theme.colors.warning};
  font-size: 0.75rem;
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
`;

const StyledText = styled.p`
  flex: 1 1 16rem;
  margin: 0;
  line-height: 1.4;
`;

const StyledExit = styled.button`
  min-height: 40px;
  margin-left: auto;
  padding: 8px 16px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.bg};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/**
 * Says which area runs which not-yet-live release in this tab (`?preview=`), and offers the way
 * back to what everyone else sees. Nothing at all when the tab previews nothing.
 */
export function PreviewBanner({ remotes, onExit = endPreview }: { remotes: RegisteredRemote[]; onExit?: () => void }) {
  const previews = remotes.filter((remote) => remote.previewOf !== undefined);
  if (!previews.length) return null;
  return (
    <StyledBar aria-label="Preview">
      <StyledBadge>Preview</StyledBadge>
      <StyledText>
        {previews.map(({ name, version, previewOf, routes }, index) => (
          <span key={name}>
            {index > 0 && ', '}
            {routes?.title ?? name} runs <strong>{version}</strong> in this tab (live: {previewOf})
          </span>
        ))}
        .
      </StyledText>
      <StyledExit type="button" onClick={onExit}>
        Exit preview
      </StyledExit>
    </StyledBar>
  );
}
