import type { ReactNode } from 'react';
import styled from 'styled-components';

const StyledSection = styled.section`
  margin: 0 0 36px;
`;

const StyledHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px 16px;
  margin-bottom: 12px;
  h2 { margin: 0; font-size: 1.35rem; }
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 16px;
  align-items: center;
`;

interface Props {
  id: string;
  title: string;
  /** Links or buttons beside the heading. */
  actions?: ReactNode;
  children: ReactNode;
}

/** A titled part of a page: a landmark named by its h2. */
export function Section({ id, title, actions, children }: Props) {
  return (
    <StyledSection aria-labelledby={id}>
      <StyledHead>
        <h2 id={id}>{title}</h2>
        {actions && <StyledActions>{actions}</StyledActions>}
      </StyledHead>
      {children}
    </StyledSection>
  );
}
