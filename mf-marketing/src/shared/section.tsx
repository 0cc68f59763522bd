import styled from 'styled-components';

/** One vertical rhythm for every home section, alternating backgrounds set by each section. */
export const StyledSection = styled.section<{ $alt?: boolean }>`
  padding: clamp(48px, 8vw, 88px) 0;
  background: ${({ theme, $alt }) => ($alt ? theme.colors.surfaceAlt : 'transparent')};
  /* The shell's navigation bar is sticky: an in-page jump must not hide the heading under it. */
  scroll-margin-top: ${({ theme }) => theme.layout.navHeight};
`;

export const StyledEyebrow = styled.p`
  margin: 0 0 8px;
  color: ${({ theme }) => theme.colors.accent};
  font-weight: 700;
  font-size: 0.85rem;
  letter-spacing: 0.08em;
  text-transform: uppercase;
`;

export const StyledHeading = styled.h2`
  margin: 0 0 12px;
  font-size: clamp(1.6rem, 3.2vw, 2.4rem);
  letter-spacing: -0.01em;
`;

export const StyledLead = styled.p`
  margin: 0 auto;
  max-width: 640px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 1.05rem;
`;

const StyledHeader = styled.header`
  text-align: center;
  margin-bottom: clamp(28px, 5vw, 48px);
`;

interface SectionHeaderProps {
  eyebrow: string;
  title: string;
  lead?: string;
  /** Id of the heading, so the section can be labelled by it. */
  id: string;
}

/** Eyebrow, h2 and lead paragraph centred above a section's content. */
export function SectionHeader({ eyebrow, title, lead, id }: SectionHeaderProps) {
  return (
    <StyledHeader>
      <StyledEyebrow>{eyebrow}</StyledEyebrow>
      <StyledHeading id={id}>{title}</StyledHeading>
      {lead && <StyledLead>{lead}</StyledLead>}
    </StyledHeader>
  );
}
