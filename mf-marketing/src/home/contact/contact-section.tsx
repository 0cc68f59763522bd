import { HOME_SECTIONS, ROUTES } from '@studyhub/contracts/web';
import { FieldRow, FormStack, TextAreaField, TextField } from '@studyhub/forms';
import { Button, Container } from '@studyhub/ui';
import { Link } from '@studyhub/router';
import styled from 'styled-components';
import { SectionHeader, StyledSection } from '../../shared/section.js';
import { CONTACT_TEXTS } from '../../contact/contact.texts.js';
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

/** Contact Us (anchor contact-section): a request form, sent to the team, beside how to reach it. */
export function ContactSection() {
  const { register, onSubmit, prepare, submitting } = useContactSection();
  return (
    <StyledSection id={HOME_SECTIONS.contact} $alt aria-labelledby={HEADING_ID}>
      <Container>
        <SectionHeader
          id={HEADING_ID}
          eyebrow="Contact Us"
          title="Questions? Ideas? Tell us."
          lead="Send a request about your account, a group or a grade and the StudyHub team will reply by email."
        />
        <StyledLayout>
          <StyledInfo>
            <h3>We are here to help</h3>
            <p>{CONTACT_TEXTS.promise}</p>
            <dl>
              <dt>Email</dt>
              <dd>support@studyhub.example</dd>
              <dt>Hours</dt>
              <dd>Monday to Friday, 9:00 to 17:00</dd>
            </dl>
            <Link to={ROUTES.contact}>Open the full contact page</Link>
          </StyledInfo>
          <StyledCard>
            <FormStack noValidate onSubmit={onSubmit} onFocus={prepare} aria-label="Contact Us">
              <FieldRow>
                <TextField label="Name" autoComplete="name" required {...register('name')} />
                <TextField label="Email" type="email" autoComplete="email" required {...register('email')} />
              </FieldRow>
              <FieldRow>
                <TextField label="Phone" type="tel" autoComplete="tel" required {...register('phone')} />
                <TextField label="Title" required {...register('title')} />
              </FieldRow>
              <TextAreaField label="Request" required {...register('request')} />
              <div>
                <Button type="submit" disabled={submitting}>
                  Send Request
                </Button>
              </div>
            </FormStack>
          </StyledCard>
        </StyledLayout>
      </Container>
    </StyledSection>
  );
}
