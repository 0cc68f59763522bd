import { Container, Muted, PageTitle } from '@studyhub/ui';
import { Link } from '@studyhub/router';
import { GROUPS_PATHS } from '../groups.paths.js';
import { TEXTS } from '../groups.texts.js';

/** A group this user cannot see: it does not exist, or they are not in it (the API does not say which). */
export function GroupNotFound() {
  return (
    <Container as="section" aria-labelledby="group-not-found-title">
      <PageTitle id="group-not-found-title">{TEXTS.group.notFound}</PageTitle>
      <Muted>{TEXTS.group.notFoundText}</Muted>
      <Link to={GROUPS_PATHS.myGroups}>{TEXTS.group.backToGroups}</Link>
    </Container>
  );
}
