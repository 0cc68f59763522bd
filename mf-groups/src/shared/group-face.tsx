import type { Group } from '@studyhub/contracts';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { TEXTS } from '../groups.texts.js';
import { GroupPicture } from './group-picture.js';
import { RoleBadge } from './role-badge.js';

const StyledFace = styled.div`
  display: flex;
  align-items: flex-start;
  gap: 20px;
  min-width: 0;
  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) { gap: 14px; }
`;

const StyledText = styled.div`
  display: grid;
  gap: 6px;
  min-width: 0;
  h1, h2 { margin: 0; font-size: clamp(1.5rem, 3vw, 2.1rem); overflow-wrap: anywhere; }
`;

const StyledDescription = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const StyledFacts = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 600;
`;

const StyledRole = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 6px;
`;

interface Props {
  group: Pick<Group, 'name' | 'description' | 'pictureUrl' | 'memberCount'> & { role?: Group['role'] };
  /** The name's heading: the page's h1, or an h2 inside a page that has its own. */
  heading: (name: string) => ReactNode;
}

/** A group's face: picture (or initials), name, description, member count and, for a member, their role. */
export function GroupFace({ group, heading }: Props) {
  return (
    <StyledFace>
      <GroupPicture name={group.name} url={group.pictureUrl} size={88} />
      <StyledText>
        {heading(group.name)}
        {group.description && <StyledDescription>{group.description}</StyledDescription>}
        <StyledFacts>
          <span>{TEXTS.memberCount(group.memberCount)}</span>
          {group.role && (
            <StyledRole>
              {TEXTS.yourRoleLabel} <RoleBadge role={group.role} />
            </StyledRole>
          )}
        </StyledFacts>
      </StyledText>
    </StyledFace>
  );
}
