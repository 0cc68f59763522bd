import { css } from 'styled-components';

/**
 * The list's and the author view's own inputs and selects (outside any form of the form kit, whose
 * page chunks these screens do not load) in the theme's colours.
 */
export const nativeControl = css`
  min-height: 42px;
  padding: 8px 12px;
  font: inherit;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;
