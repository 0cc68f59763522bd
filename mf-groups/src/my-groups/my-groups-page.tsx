import { selectUser } from '@studyhub/auth';
import { Container, Muted, PagedContent, pagedRows, PageTitle } from '@studyhub/ui';
import { useSelector } from 'react-redux';
import styled from 'styled-components';
import { useListMyGroupsInfiniteQuery } from '../groups.api.js';
import { GROUPS_PATHS } from '../groups.paths.js';
import { TEXTS } from '../groups.texts.js';
import { ButtonLink } from '../shared/button-link.js';
import { GroupCard } from './group-card.js';

const T = TEXTS.myGroups;
const TITLE_ID = 'my-groups-title';

const StyledHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: 12px 24px;
  margin-bottom: 16px;
  > div { min-width: 0; flex: 1 1 320px; }
  p { margin-bottom: 0; }
`;

const StyledGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(280px, 1fr));
  gap: 16px;
  margin: 0 0 40px;
  padding: 0;
  list-style: none;
`;

/** My Groups: the groups I am in, newest membership first, and the way to create one. */
export function MyGroupsPage() {
  const user = useSelector(selectUser);
  // Others add me to groups, rename and delete them: every visit starts from the server's list.
  const result = useListMyGroupsInfiniteQuery(user?.uid ?? '', { skip: !user, refetchOnMountOrArgChange: true });
  const { rows, state } = pagedRows(result);

  return (
    <Container as="section" aria-labelledby={TITLE_ID}>
      <StyledHead>
        <div>
          <PageTitle id={TITLE_ID}>{T.heading}</PageTitle>
          <Muted>{T.intro}</Muted>
        </div>
        <ButtonLink to={GROUPS_PATHS.createGroup}>{T.create}</ButtonLink>
      </StyledHead>
      <PagedContent state={{ ...state, isLoading: state.isLoading || !user }} empty={T.empty} failed={T.loadFailed}>
        <StyledGrid aria-labelledby={TITLE_ID}>
          {rows.map((group) => (
            <GroupCard key={group._id} group={group} />
          ))}
        </StyledGrid>
      </PagedContent>
    </Container>
  );
}
