import { ROUTES } from '@studyhub/contracts/web';
import { Button, Container, Muted, PageTitle, useDocumentTitle } from '@studyhub/ui';
import { Link } from '@studyhub/router';
import styled from 'styled-components';
import { SHELL_TEXTS } from '../shell.texts.js';

const StyledCenter = styled(Container)`
  text-align: center;
  padding: 64px 16px;
`;

export function NotFoundPage() {
  const text = SHELL_TEXTS.notFound;
  useDocumentTitle(text.title);
  return (
    <StyledCenter>
      <PageTitle>{text.title}</PageTitle>
      <Muted>{text.body}</Muted>
      <Button as={Link} to={ROUTES.home}>
        {text.cta}
      </Button>
    </StyledCenter>
  );
}
