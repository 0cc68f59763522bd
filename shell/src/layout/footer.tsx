import { HOME_SECTIONS, ROUTES } from '@studyhub/contracts/web';
import { Container } from '@studyhub/ui';
import type { MouseEvent } from 'react';
import { Link, useNavigate } from '@studyhub/router';
import styled from 'styled-components';
import { BrandLogo } from './brand-logo.js';
import { scrollToSection } from './scroll-to-section.js';
import { SocialLinks } from './social-links.js';
import { isPlainClick } from './use-nav-go.js';
import { SHELL_PATHS } from '../shell.paths.js';

const StyledFooter = styled.footer`
  margin-top: 64px;
  background: ${({ theme }) => theme.colors.surface};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
  h2 { margin: 0 0 12px; font-size: 1rem; color: ${({ theme }) => theme.colors.text}; }
  nav ul { list-style: none; margin: 0; padding: 0; display: grid; gap: 8px; }
  nav ul a { color: ${({ theme }) => theme.colors.textMuted}; text-decoration: none; }
  nav ul a:hover { color: ${({ theme }) => theme.colors.primary}; text-decoration: underline; }
`;

const StyledColumns = styled(Container)`
  display: grid;
  grid-template-columns: 2fr 1fr 1fr;
  gap: 32px;
  padding-top: 40px;
  padding-bottom: 32px;
  p { margin: 12px 0 0; max-width: 36ch; }
  @media (max-width: 760px) { grid-template-columns: 1fr; gap: 24px; }
`;

const StyledBottom = styled.div`
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  padding: 16px 0;
  text-align: center;
  font-size: 0.9rem;
`;

export function Footer() {
  const navigate = useNavigate();

  // Scroll to the section when this page has it, otherwise go home (and scroll there).
  const toSection = (section: string) => (event: MouseEvent) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    if (scrollToSection(section)) return;
    // The home page scrolls to the hash itself once its sections (which may still be loading) are there.
    navigate(SHELL_PATHS.homeSection(section));
  };

  return (
    <StyledFooter>
      <StyledColumns>
        <div>
          <BrandLogo />
          <p>Study together, share assignments and grade each other&apos;s work with your study group.</p>
        </div>
        <nav aria-label="Footer">
          <h2>Quick Links</h2>
          <ul>
            <li>
              <Link to={ROUTES.home}>Home</Link>
            </li>
            <li>
              <a href={SHELL_PATHS.homeSection(HOME_SECTIONS.assignments)} onClick={toSection(HOME_SECTIONS.assignments)}>
                All Assignment
              </a>
            </li>
            <li>
              <a href={SHELL_PATHS.homeSection(HOME_SECTIONS.features)} onClick={toSection(HOME_SECTIONS.features)}>
                Features
              </a>
            </li>
            <li>
              <Link to={ROUTES.contact}>Contact</Link>
            </li>
            <li>
              <Link to={ROUTES.terms}>Terms</Link>
            </li>
            <li>
              <Link to={ROUTES.privacy}>Privacy Policy</Link>
            </li>
          </ul>
        </nav>
        <div>
          <h2>Follow Us</h2>
          <SocialLinks />
        </div>
      </StyledColumns>
      <StyledBottom>© {new Date().getFullYear()} StudyHub. All rights reserved.</StyledBottom>
    </StyledFooter>
  );
}
