import { selectUser } from '@studyhub/auth';
import { Container, Muted, PagedContent, pagedRows, PageTitle } from '@studyhub/ui';
import { useSelector } from 'react-redux';
import { useListMySubmissionsInfiniteQuery } from '../grading.api.js';
import { useFailureAlert } from '../shared/use-failure-alert.js';
import { MySubmissionsTable } from './my-submissions-table.js';
import { TEXTS } from '../grading.texts.js';

const S = TEXTS.submissions;
const TITLE_ID = 'my-submissions-title';

/** My Attempted Assignments: the signed-in user's submissions, newest first, with their marks. */
export function MySubmissionsPage() {
  const user = useSelector(selectUser);
  // Marks come from other people's browsers, which cannot invalidate this cache: every visit
  // refetches the pages shown (a mark made in this tab also invalidates it through its tag).
  const result = useListMySubmissionsInfiniteQuery(user?.uid ?? '', {
    skip: !user,
    refetchOnMountOrArgChange: true,
  });
  const { rows, state } = pagedRows(result);
  useFailureAlert(result.isError, S.loadMineFailed);

  return (
    <Container as="section" aria-labelledby={TITLE_ID}>
      <PageTitle id={TITLE_ID}>My Attempted Assignments</PageTitle>
      <Muted>Everything you have submitted, newest first, with its mark and feedback once someone has marked it.</Muted>
      <PagedContent state={state} empty={S.noneMine} failed={S.loadMineFailed}>
        <MySubmissionsTable labelledBy={TITLE_ID} rows={rows} />
      </PagedContent>
    </Container>
  );
}
