import styled from 'styled-components';
import { Container, Muted, PageTitle } from './primitives.js';

const StyledPanel = styled(Container)`
  padding: 48px 16px;
`;

/** Honest placeholder for a screen whose feature has not shipped yet. */
export function ComingSoon({ title, area }: { title: string; area: string }) {
  return (
    <StyledPanel>
      <PageTitle>{title}</PageTitle>
      <Muted>
        This screen of the {area} area is not built yet. It will arrive with its own release of that area.
      </Muted>
    </StyledPanel>
  );
}
