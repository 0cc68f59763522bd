import { Button, Card, Container, Muted, PageTitle } from '@studyhub/ui';
import { useNavigate } from '@studyhub/router';
import styled from 'styled-components';
import { useCreateGroupMutation } from '../groups.api.js';
import { GROUPS_PATHS } from '../groups.paths.js';
import { TEXTS } from '../groups.texts.js';
import { showDone } from '../shared/feedback.js';
import { GroupFieldsForm, refusalOf, type GroupFields } from '../shared/group-fields-form.js';

const T = TEXTS.create;
const TITLE_ID = 'create-group-title';

const StyledNarrow = styled.div`
  max-width: 720px;
  margin: 0 auto 40px;
`;

const StyledCard = styled(Card)`
  padding: 28px;
  overflow: visible;
  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) { padding: 20px 16px; }
`;

/** Create Group: the creator becomes its owner and lands on the new group's page. */
export function CreateGroupPage() {
  const navigate = useNavigate();
  const [createGroup] = useCreateGroupMutation();

  async function save(values: GroupFields) {
    const result = await createGroup(values);
    if (result.error) return refusalOf(result.error, T.failed);
    void showDone(T.created);
    navigate(GROUPS_PATHS.group(result.data._id));
  }

  return (
    <Container as="section" aria-labelledby={TITLE_ID}>
      <StyledNarrow>
        <PageTitle id={TITLE_ID}>{T.heading}</PageTitle>
        <Muted>{T.intro}</Muted>
        <StyledCard>
          <GroupFieldsForm
            label={T.heading}
            defaultValues={{ name: '', description: '', pictureUrl: '' }}
            submitLabel={T.submit}
            submittingLabel={T.submitting}
            onSave={save}
            extraActions={
              <Button type="button" $variant="secondary" onClick={() => navigate(GROUPS_PATHS.myGroups)}>
                {T.cancel}
              </Button>
            }
          />
        </StyledCard>
      </StyledNarrow>
    </Container>
  );
}
