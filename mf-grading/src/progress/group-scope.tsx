import type { Group } from '@studyhub/contracts';
import { useId } from 'react';
import styled from 'styled-components';
import { PROGRESS_TEXTS } from './progress.texts.js';

const T = PROGRESS_TEXTS.scope;

const StyledScope = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
  margin: 0 0 8px;
  label { font-weight: 600; }
  select {
    min-height: 40px;
    max-width: 100%;
    padding: 6px 10px;
    font: inherit;
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
  }
`;

interface Props {
  groups: Group[];
  /** The group shown, or null for all the caller's work. */
  value: string | null;
  onChange: (group: string | null) => void;
}

/**
 * All my work, or one of my groups. A group named in the address but missing from the list (not
 * loaded yet, or not mine) stays selectable, so the select never shows a value it does not hold.
 */
export function GroupScope({ groups, value, onChange }: Props) {
  const id = useId();
  const known = value === null || groups.some((group) => group._id === value);
  return (
    <StyledScope>
      <label htmlFor={id}>{T.label}</label>
      <select id={id} value={value ?? ''} onChange={(event) => onChange(event.target.value || null)}>
        <option value="">{T.all}</option>
        {groups.map((group) => (
          <option key={group._id} value={group._id}>
            {group.name}
          </option>
        ))}
        {!known && <option value={value}>{value}</option>}
      </select>
    </StyledScope>
  );
}
