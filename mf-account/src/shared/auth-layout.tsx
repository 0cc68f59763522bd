import { prepareSignIn } from '@studyhub/auth';
import { Card } from '@studyhub/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const StyledPage = styled.div`
  display: flex;
  justify-content: center;
  padding: 48px 16px 24px;
  background:
    radial-gradient(circle at 15% 0%, ${({ theme }) => theme.colors.surfaceAlt} 0, transparent 45%),
    radial-gradient(circle at 90% 20%, ${({ theme }) => theme.colors.surfaceAlt} 0, transparent 40%);
`;

const StyledCard = styled(Card)`
  width: 100%;
  max-width: 460px;
  padding: 32px 28px;
  box-shadow: ${({ theme }) => theme.shadows.raised};
  h1 { margin: 0 0 6px; font-size: 1.75rem; }
  form { margin-top: 24px; }
`;

const StyledIntro = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledFooter = styled.div`
  margin-top: 20px;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
  a { font-weight: 600; }
`;

interface AuthLayoutProps {
  title: string;
  intro: string;
  footer?: ReactNode;
  children: ReactNode;
}

/** The card every account screen sits in: title, one line of intro, the form, links below. */
export function AuthLayout({ title, intro, footer, children }: AuthLayoutProps) {
  return (
    <StyledPage>
      {/* Focus on any field or button of the form: the sign-in will need Firebase. */}
      <StyledCard as="section" aria-labelledby="auth-title" onFocus={prepareSignIn}>
        <h1 id="auth-title">{title}</h1>
        <StyledIntro>{intro}</StyledIntro>
        {children}
        {footer && <StyledFooter>{footer}</StyledFooter>}
      </StyledCard>
    </StyledPage>
  );
}

export const SubmitButtonRow = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
  button { width: 100%; min-height: 46px; }
`;
