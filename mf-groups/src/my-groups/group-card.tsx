import type { Group } from '@studyhub/contracts';
import { Link } from '@studyhub/router';
import styled from 'styled-components';
import { GROUPS_PATHS } from '../groups.paths.js';
import { TEXTS } from '../groups.texts.js';
import { GroupPicture } from '../shared/group-picture.js';
import { RoleBadge } from '../shared/role-badge.js';

const StyledCard = styled.li`
  position: relative;
  display: flex;
  align-items: center;
  gap: 14px;
  padding: 16px;
  min-width: 0;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
  transition: border-color 0.15s ease;
  &:hover { border-color: ${({ theme }) => theme.colors.primary}; }
  &:focus-within { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
`;

const StyledBody = styled.div`
  display: grid;
  gap: 4px;
  min-width: 0;
  h2 { margin: 0; font-size: 1.1rem; overflow-wrap: anywhere; }
  p { margin: 0; color: ${({ theme }) => theme.colors.textMuted}; font-size: 0.9rem; }
`;

/** The whole card is the link (its ::after covers the card), named by the group's name alone. */
const StyledLink = styled(Link)`
  color: inherit;
  text-decoration: none;
  &:focus-visible { outline: none; }
  &::after { content: ''; position: absolute; inset: 0; border-radius: inherit; }
`;

const StyledMeta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
`;

/** One of my groups: picture (or initials), name, member count and my role. */
export function GroupCard({ group }: { group: Group }) {
  return (
    <StyledCard>
      <GroupPicture name={group.name} url={group.pictureUrl} />
      <StyledBody>
        <h2>
          <StyledLink to={GROUPS_PATHS.group(group._id)}>{group.name}</StyledLink>
        </h2>
        <StyledMeta>
          <p>{TEXTS.memberCount(group.memberCount)}</p>
          <RoleBadge role={group.role} />
        </StyledMeta>
      </StyledBody>
    </StyledCard>
  );
}
