import { selectUser } from '@studyhub/auth';
import { Container, LoadFailed, Muted, PageTitle, Spinner } from '@studyhub/ui';
import { useSearchParams } from '@studyhub/router';
import { useSelector } from 'react-redux';
import { AuthorSection } from './author-section.js';
import { GroupScope } from './group-scope.js';
import { useMyProgressQuery, useProgressGroupsQuery } from './progress.api.js';
import { PROGRESS_TEXTS as T } from './progress.texts.js';
import { Empty } from './section.js';
import { StudentSection } from './student-section.js';

const TITLE_ID = 'progress-title';

/** My Progress: the caller's figures as a student and as an author, for all their work or one group (`?group=`). */
export function ProgressPage() {
  const user = useSelector(selectUser);
  const [params, setParams] = useSearchParams();
  const group = params.get('group');
  const uid = user?.uid ?? '';
  // Grades come from other people's browsers: every visit asks afresh.
  const progress = useMyProgressQuery({ uid, group }, { skip: !user, refetchOnMountOrArgChange: true });
  const groups = useProgressGroupsQuery(uid, { skip: !user });
  const notInGroup = progress.isError && progress.error && 'status' in progress.error && progress.error.status === 404;

  const choose = (next: string | null) => setParams(next ? { group: next } : {}, { replace: true });

  return (
    <Container as="section" aria-labelledby={TITLE_ID}>
      <PageTitle id={TITLE_ID}>{T.title}</PageTitle>
      <Muted>{T.intro}</Muted>
      <GroupScope groups={groups.data ?? []} value={group} onChange={choose} />
      {/* Not a live region: it would read every figure aloud on each change of view. */}
      <div aria-busy={progress.isFetching}>
        {notInGroup ? (
          <Empty>{T.groupNotFound}</Empty>
        ) : progress.isError ? (
          <LoadFailed message={T.loadFailed} onRetry={progress.refetch} busy={progress.isFetching} />
        ) : !progress.data ? (
          <Spinner aria-label={T.loading} />
        ) : (
          <>
            <StudentSection figures={progress.data.student} />
            <AuthorSection figures={progress.data.author} />
          </>
        )}
      </div>
    </Container>
  );
}
