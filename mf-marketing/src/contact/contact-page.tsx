import { CONTACT_SUBJECTS } from '@studyhub/contracts/web';
import { FieldRow, FormStack, SelectField, TextAreaField, TextField } from '@studyhub/forms';
import { Button, Container, Muted, PageTitle } from '@studyhub/ui';
import styled from 'styled-components';
import { CONTACT_TEXTS } from './contact.texts.js';
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

/** /contact: a request form with a subject list, sent to the team (POST /api/contact-requests). */
export default function ContactPage() {
  const { register, onSubmit, prepare, submitting } = useContactPage();
  return (
    <StyledPage>
      <PageTitle>Contact Us</PageTitle>
      <Muted>Tell us what you need and pick the subject closest to it. {CONTACT_TEXTS.promise}</Muted>
      <StyledCard>
        <FormStack noValidate onSubmit={onSubmit} onFocus={prepare} aria-label="Contact request">
          <FieldRow>
            <TextField label="Name" autoComplete="name" required {...register('name')} />
            <TextField label="Email" type="email" autoComplete="email" required {...register('email')} />
          </FieldRow>
          <FieldRow>
            <TextField label="Phone" type="tel" autoComplete="tel" required {...register('phone')} />
            <SelectField label="Subject" required {...register('subject')}>
              <option value="">Select a subject</option>
              {CONTACT_SUBJECTS.map((subject) => (
                <option key={subject} value={subject}>
                  {subject}
                </option>
              ))}
            </SelectField>
          </FieldRow>
          <TextAreaField label="Request" required {...register('request')} />
          <div>
            <Button type="submit" disabled={submitting}>
              Submit Request
            </Button>
          </div>
        </FormStack>
      </StyledCard>
    </StyledPage>
  );
}
