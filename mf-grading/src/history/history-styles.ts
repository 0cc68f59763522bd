import styled from 'styled-components';

/** One block of the history screen: the submission, the grades, the requests, a form. */
export const StyledPanel = styled.section`
  margin-top: 20px;
  padding: 20px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
  h2 { margin: 0 0 12px; font-size: 1.2rem; }
  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) { padding: 16px; }
`;

/** Label/value pairs: two columns on wide screens, stacked on phones. */
export const StyledFacts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: 8px 16px;
  margin: 0;
  dt { font-weight: 600; color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; overflow-wrap: anywhere; white-space: pre-wrap; }
  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) {
    grid-template-columns: 1fr;
    gap: 2px;
    dd { margin-bottom: 8px; }
  }
`;

/** A list of records (grades, requests), each a card with its own heading. */
export const StyledRecords = styled.ol`
  display: grid;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
  > li {
    padding: 14px 16px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  > li[data-current='true'] { box-shadow: inset 4px 0 0 ${({ theme }) => theme.colors.primary}; }
  h3 { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; margin: 0 0 8px; font-size: 1rem; }
`;

export const StyledChip = styled.span`
  display: inline-block;
  padding: 1px 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: 0.8rem;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.warning};
  background: ${({ theme }) => theme.colors.warningBg};
  &[data-state='kept'] { color: ${({ theme }) => theme.colors.success}; background: ${({ theme }) => theme.colors.successBg}; }
  &[data-state='reopened'], &[data-state='current'] { color: ${({ theme }) => theme.colors.text}; background: ${({ theme }) => theme.colors.surface}; border: 1px solid ${({ theme }) => theme.colors.border}; }
`;
