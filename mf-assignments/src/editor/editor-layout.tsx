import { Card, Container, Muted, PageTitle } from '@studyhub/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const StyledCard = styled(Card)`
  max-width: 820px;
  margin: 0 auto 40px;
  padding: 28px;
  overflow: visible; /* the date picker's calendar may reach past the card */
  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) { padding: 20px 16px; }
`;

const StyledHead = styled.div`
  max-width: 820px;
  margin: 0 auto;
`;

/** The frame of the create and update screens: title, one line of intro, the form in a card. */
export function EditorLayout({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <Container>
      <StyledHead>
        <PageTitle>{title}</PageTitle>
        <Muted>{intro}</Muted>
      </StyledHead>
      <StyledCard as="section" aria-label={title}>
        {children}
      </StyledCard>
    </Container>
  );
}
