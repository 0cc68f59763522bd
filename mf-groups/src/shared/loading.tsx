import { Spinner } from '@studyhub/ui';
import styled from 'styled-components';

const StyledLoading = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 12px;
  padding: 64px 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A whole screen waiting for its data. */
export function ScreenLoading({ text }: { text: string }) {
  return (
    <StyledLoading>
      <Spinner />
      <span aria-hidden="true">{text}</span>
    </StyledLoading>
  );
}
