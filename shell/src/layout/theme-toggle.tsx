import { Button } from '@studyhub/ui';
import styled from 'styled-components';
import { useThemeMode } from '../theme/theme-mode.js';

const StyledToggle = styled(Button)`
  width: 40px;
  padding: 0;
`;

/** Light/dark switch; the label names the theme it switches to. */
export function ThemeToggle() {
  const { mode, toggle } = useThemeMode();
  const next = mode === 'light' ? 'dark' : 'light';
  return (
    <StyledToggle type="button" $variant="ghost" onClick={toggle} aria-label={`Switch to ${next} theme`} title={`Switch to ${next} theme`}>
      {mode === 'light' ? (
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
          <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" fill="currentColor" />
        </svg>
      ) : (
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
          <circle cx="12" cy="12" r="4.5" fill="currentColor" />
          <path d="M12 1.5v3M12 19.5v3M1.5 12h3M19.5 12h3M4.6 4.6l2.1 2.1M17.3 17.3l2.1 2.1M4.6 19.4l2.1-2.1M17.3 6.7l2.1-2.1" />
        </svg>
      )}
    </StyledToggle>
  );
}
