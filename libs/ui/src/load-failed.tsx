import styled from 'styled-components';
import { Button, Muted } from './primitives.js';

const StyledFailed = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
  padding: 24px 0;
  p { margin: 0; }
`;

interface Props {
  message: string;
  onRetry: () => unknown;
  /** The retry is under way: the button waits. */
  busy?: boolean;
}

/** A load that failed, said where the content would be, with a way to try again without a reload. */
export function LoadFailed({ message, onRetry, busy = false }: Props) {
  return (
    <StyledFailed role="alert">
      <Muted>{message}</Muted>
      <Button $variant="secondary" disabled={busy} onClick={() => void onRetry()}>
        Retry
      </Button>
    </StyledFailed>
  );
}
