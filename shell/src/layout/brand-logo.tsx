import { ROUTES } from '@studyhub/contracts/web';
import { Link } from '@studyhub/router';
import styled from 'styled-components';

const StyledBrand = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 10px;
  font-weight: 800;
  font-size: 1.25rem;
  letter-spacing: -0.01em;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  white-space: nowrap;
  em { font-style: normal; color: ${({ theme }) => theme.colors.primary}; }
`;

/** Brand mark and name; links home from the navbar and the footer. */
export function BrandLogo() {
  return (
    <StyledBrand to={ROUTES.home} aria-label="StudyHub home">
      <svg width="34" height="34" viewBox="0 0 40 40" aria-hidden="true">
        <rect width="40" height="40" rx="10" fill="#3046c5" />
        <path d="M8 15l12-6 12 6-12 6z" fill="#fff" />
        <path d="M13 18v6c0 2.5 3.2 4.5 7 4.5s7-2 7-4.5v-6l-7 3.5z" fill="#c7d2fe" />
        <path d="M32 15v8" stroke="#fbbf24" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <span>
        Study<em>Hub</em>
      </span>
    </StyledBrand>
  );
}
