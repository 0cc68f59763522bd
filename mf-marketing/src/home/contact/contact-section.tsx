import { HOME_SECTIONS, ROUTES } from '@studyhub/contracts';
import { Button, Container } from '@studyhub/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { StyledFieldRow, StyledForm, TextAreaField, TextField } from '../../shared/form-field.js';
import { SectionHeader, StyledSection } from '../../shared/section.js';
import { useContactSection } from './use-contact-section.js';

const StyledLayout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
  gap: 24px;
  align-items: start;
  @media (max-width: ${({ theme }) => theme.breakpoints.md}) { grid-template-columns: 1fr; }
`;

const StyledCard = styled.div`
  padding: clamp(20px, 4vw, 32px);
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const StyledInfo = styled(StyledCard)`
  h3 { margin: 0 0 8px; }
  p { margin: 0 0 16px; color: ${({ theme }) => theme.colors.textMuted}; }
  dl { display: grid; gap: 12px; margin: 0 0 16px; }
  dt { font-weight: 700; }
  dd { margin: 0; color: ${({ theme }) => theme.colors.textMuted}; }
`;

const HEADING_ID = 'contact-heading';

/** Contact Us (anchor contact-section): a client-only request form beside how to reach the team. */
export function ContactSection() {
  const { bind, onSubmit } = useContactSection();
  return (
    <StyledSection id={HOME_SECTIONS.contact} $alt aria-labelledby={HEADING_ID}>
      <Container>
        <SectionHeader
          id={HEADING_ID}
          eyebrow="Contact Us"
          title="Questions? Ideas? Tell us."
          lead="Send a request about your account, a group or a grade and the StudyHub team will get back to you."
        />
        <StyledLayout>
          <StyledInfo>
            <h3>We are here to help</h3>
            <p>Most requests are answered within one working day.</p>
            <dl>
              <dt>Email</dt>
              <dd>support@studyhub.example</dd>
              <dt>Hours</dt>
              <dd>Monday to Friday, 9:00 to 17:00</dd>
            </dl>
            <Link to={ROUTES.contact}>Open the full contact page</Link>
          </StyledInfo>
          <StyledCard>
            <StyledForm noValidate onSubmit={onSubmit} aria-label="Contact Us">
              <StyledFieldRow>
                <TextField label="Name" autoComplete="name" required {...bind('name')} />
                <TextField label="Email" type="email" autoComplete="email" required {...bind('email')} />
              </StyledFieldRow>
              <StyledFieldRow>
                <TextField label="Phone" type="tel" autoComplete="tel" required {...bind('phone')} />
                <TextField label="Title" required {...bind('title')} />
              </StyledFieldRow>
              <TextAreaField label="Request" required {...bind('request')} />
              <div>
                <Button type="submit">Send Request</Button>
              </div>
            </StyledForm>
          </StyledCard>
        </StyledLayout>
      </Container>
    </StyledSection>
  );
}
