import { ROUTES } from '@studyhub/contracts/web';
import { Button, Container, Muted, PageTitle, useDocumentTitle } from '@studyhub/ui';
import { Link, useRouteError } from '@studyhub/router';
import styled from 'styled-components';
import { Committed, SHELL_PART } from '../hydration/hydration-gate.js';
import { SHELL_TEXTS } from '../shell.texts.js';

const StyledCenter = styled(Container)`
  text-align: center;
  padding: 64px 16px;
`;

/** Shown when a screen throws while rendering; the rest of the app stays usable. */
export function RouteErrorPage() {
  const error = useRouteError();
  const detail = error instanceof Error ? error.message : 'Unexpected error';
  useDocumentTitle(SHELL_TEXTS.errorPageTitle);
  return (
    <StyledCenter role="alert">
      <PageTitle>{SHELL_TEXTS.errorPageTitle}</PageTitle>
      <Muted>This page could not be shown ({detail}).</Muted>
      <Button onClick={() => window.location.reload()}>Try again</Button>{' '}
      <Button as={Link} to={ROUTES.home} $variant="secondary">
        Go to Homepage
      </Button>
      {/* In place of the frame or a screen, which then never commit: its buttons must take clicks. */}
      <Committed part={SHELL_PART} />
    </StyledCenter>
  );
}
