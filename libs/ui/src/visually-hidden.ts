import styled, { css } from 'styled-components';

/** Read by screen readers, not drawn: for text that the visual design conveys another way. */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;
`;

export const VisuallyHidden = styled.span`${visuallyHidden}`;
