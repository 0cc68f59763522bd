import { CONTACT_SUBJECTS } from '@studyhub/contracts';
import { Button, Container, Muted, PageTitle } from '@studyhub/ui';
import styled from 'styled-components';
import { SelectField, StyledFieldRow, StyledForm, TextAreaField, TextField } from '../shared/form-field.js';
import { useDocumentTitle } from '../shared/use-document-title.js';
import { useContactPage } from './use-contact-page.js';

const StyledPage = styled(Container)`
  max-width: 760px;
  padding-bottom: 48px;
`;

const StyledCard = styled.div`
  margin-top: 24px;
  padding: clamp(20px, 4vw, 32px);
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

/** /contact: a request form with a subject list. Client-only: nothing leaves the browser. */
export default function ContactPage() {
  useDocumentTitle('Contact');
  const { bind, onSubmit } = useContactPage();
  return (
    <StyledPage>
      <PageTitle>Contact Us</PageTitle>
      <Muted>Tell us what you need and pick the subject closest to it. We answer within one working day.</Muted>
      <StyledCard>
        <StyledForm noValidate onSubmit={onSubmit} aria-label="Contact request">
          <StyledFieldRow>
            <TextField label="Name" autoComplete="name" required {...bind('name')} />
            <TextField label="Email" type="email" autoComplete="email" required {...bind('email')} />
          </StyledFieldRow>
          <StyledFieldRow>
            <TextField label="Phone" type="tel" autoComplete="tel" required {...bind('phone')} />
            <SelectField label="Subject" required {...bind('subject')}>
              <option value="">Select a subject</option>
              {CONTACT_SUBJECTS.map((subject) => (
                <option key={subject} value={subject}>
                  {subject}
                </option>
              ))}
            </SelectField>
          </StyledFieldRow>
          <TextAreaField label="Request" required {...bind('request')} />
          <div>
            <Button type="submit">Submit Request</Button>
          </div>
        </StyledForm>
      </StyledCard>
    </StyledPage>
  );
}
