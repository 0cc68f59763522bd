import styled from 'styled-components';

export const Section = styled.section`
  margin: 24px 0 8px;
  h2 { font-size: 1.3rem; margin: 0 0 12px; }
  h3 { font-size: 1.05rem; margin: 20px 0 10px; }
`;

/** A plain sentence where figures would be: nothing to show yet, said in words. */
export const Empty = styled.p`
  margin: 0 0 16px;
  padding: 16px;
  color: ${({ theme }) => theme.colors.textMuted};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border-radius: ${({ theme }) => theme.radii.md};
`;
