import { Button } from '@studyhub/ui';
import styled from 'styled-components';

/**
 * The danger button with readable text in both themes: the dark theme's danger red is light, so
 * its text is the page's dark background rather than white.
 */
export const DangerButton = styled(Button).attrs({ $variant: 'danger' as const })`
  color: ${({ theme }) => (theme.mode === 'dark' ? theme.colors.bg : '#fff')};
`;
