import styled from 'styled-components';

/** A quiet label beside the difficulty badge: a fact about the assignment, not a status. */
export const InfoChip = styled.span`
  align-self: flex-start;
  display: inline-block;
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid ${({ theme }) => theme.colors.border};
  font-size: 0.8rem;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;
