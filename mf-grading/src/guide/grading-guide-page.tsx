import { ROUTES } from '@studyhub/contracts/web';
import { Container, Muted, PageTitle } from '@studyhub/ui';
import { Link } from '@studyhub/router';
import styled from 'styled-components';

const StyledSteps = styled.ol`
  display: grid;
  gap: 8px;
  margin: 0 0 24px;
  padding-left: 1.4em;
  line-height: 1.6;
`;

/**
 * How marking works: a screen that exists only in release-test builds (GRADING_GUIDE_ROUTE=1),
 * proving that a remote can add a route without the shell being rebuilt.
 */
export function GradingGuidePage() {
  return (
    <Container as="section" aria-labelledby="grading-guide-title">
      <PageTitle id="grading-guide-title">Grading guide</PageTitle>
      <Muted>How marking works in your study group.</Muted>
      <StyledSteps>
        <li>
          Open <Link to={ROUTES.pendingAssignments}>Pending Assignments</Link>: everyone&apos;s unmarked work, oldest first.
        </li>
        <li>Read the submitted document, then give marks up to the assignment&apos;s total and a short feedback note.</li>
        <li>You cannot mark your own submission; each submission is marked once.</li>
      </StyledSteps>
    </Container>
  );
}
