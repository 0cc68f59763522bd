import { Button } from '@studyhub/ui';
import styled from 'styled-components';
import { DRAFT_TEXTS } from './forms.texts.js';

const StyledNotice = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px 16px;
  padding: 10px 14px;
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.warningBg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  p { margin: 0; font-weight: 600; }
`;

/** Says that the form holds a draft kept from before, with a way to start over. */
export function DraftNotice({ onDiscard }: { onDiscard: () => void }) {
  return (
    <StyledNotice role="status">
      <p>{DRAFT_TEXTS.restored}</p>
      <Button type="button" $variant="secondary" onClick={onDiscard}>
        {DRAFT_TEXTS.discard}
      </Button>
    </StyledNotice>
  );
}
