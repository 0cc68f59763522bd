import styled, { css } from 'styled-components';

/** One look for every navigation link; `active` is set by NavLink on the current path. */
export const navLinkStyles = css`
  display: inline-flex;
  align-items: center;
  min-height: 40px;
  padding: 8px 12px;
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.textMuted};
  text-decoration: none;
  font-weight: 500;
  white-space: nowrap;
  &:hover { color: ${({ theme }) => theme.colors.text}; background: ${({ theme }) => theme.colors.surfaceAlt}; }
  &.active {
    color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.surfaceAlt};
    font-weight: 600;
  }
`;

/** Floating panel under a navbar button (home sections, avatar menu). */
export const StyledDropdown = styled.ul<{ $align: 'left' | 'right' }>`
  position: absolute;
  top: calc(100% + 8px);
  ${({ $align }) => ($align === 'left' ? 'left: 0;' : 'right: 0;')}
  z-index: 200;
  min-width: 220px;
  margin: 0;
  padding: 6px;
  list-style: none;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  a { ${navLinkStyles} display: flex; }
`;
