import { Button, Container, Muted, PageTitle } from '@studyhub/ui';
import styled from 'styled-components';

const StyledPanel = styled(Container)`
  text-align: center;
  padding: 64px 16px;
`;

/** Fallback for the paths of a remote that could not be loaded; other areas keep working. */
export function AreaUnavailable({ area }: { area: string }) {
  return (
    <StyledPanel role="alert">
      <PageTitle>{area} is unavailable right now</PageTitle>
      <Muted>This part of StudyHub could not be loaded. The rest of the app still works.</Muted>
      <Button onClick={() => window.location.reload()}>Retry</Button>
    </StyledPanel>
  );
}
