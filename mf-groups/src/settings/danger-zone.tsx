import type { Group } from '@studyhub/contracts';
import { Muted, confirmAction } from '@studyhub/ui';
import { useNavigate } from '@studyhub/router';
import { DangerButton } from '../shared/danger-button.js';
import styled from 'styled-components';
import { useDeleteGroupMutation } from '../groups.api.js';
import { GROUPS_PATHS } from '../groups.paths.js';
import { TEXTS } from '../groups.texts.js';
import { showDone, showRefusal } from '../shared/feedback.js';
import { Section } from '../shared/section.js';

const T = TEXTS.settings;

const StyledZone = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px 24px;
  padding: 20px;
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.dangerBg};
  p { margin: 0; flex: 1 1 320px; color: ${({ theme }) => theme.colors.text}; }
`;

/** The owner's "Delete group", confirmed by a dialog that names the group. */
export function DangerZone({ group }: { group: Group }) {
  const navigate = useNavigate();
  const [deleteGroup, { isLoading }] = useDeleteGroupMutation();

  async function remove() {
    if (!(await confirmAction(T.deleteTitle(group.name), T.deleteText(group.name), T.deleteConfirm, { focusCancel: true }))) return;
    const outcome = await deleteGroup(group._id);
    if (outcome.error) {
      void showRefusal(outcome.error, T.deleteFailed);
      return;
    }
    navigate(GROUPS_PATHS.myGroups);
    void showDone(outcome.data.message);
  }

  return (
    <Section id="group-danger" title={T.dangerZone}>
      <StyledZone>
        <Muted>{T.deleteIntro}</Muted>
        <DangerButton type="button" disabled={isLoading} onClick={() => void remove()}>
          {T.deleteGroup}
        </DangerButton>
      </StyledZone>
    </Section>
  );
}
