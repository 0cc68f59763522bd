import styled from 'styled-components';
import { Spinner } from './primitives.js';

const StyledOverlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 16px;
  background: ${({ theme }) => theme.colors.overlay};
  color: #fff;
  font-size: 1.1rem;
  font-weight: 600;
`;

/** Full-screen overlay with a message, e.g. 'Loading, please wait...'. */
export function LoadingOverlay({ message }: { message: string }) {
  return (
    <StyledOverlay role="alert" aria-live="assertive" aria-busy="true">
      <Spinner $size={44} />
      <span>{message}</span>
    </StyledOverlay>
  );
}
