import { Button, Muted } from '@studyhub/ui';
import styled from 'styled-components';
import { TEXTS } from '../assignments.texts.js';

const StyledFailed = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
  padding: 24px 0;
  p { margin: 0; }
`;

/** A load that failed, said where the content would be, with a way to try again without a reload. */
export function LoadFailed({ message, onRetry, busy = false }: { message: string; onRetry: () => unknown; busy?: boolean }) {
  return (
    <StyledFailed role="alert">
      <Muted>{message}</Muted>
      <Button $variant="secondary" disabled={busy} onClick={() => void onRetry()}>
        {TEXTS.retry}
      </Button>
    </StyledFailed>
  );
}
