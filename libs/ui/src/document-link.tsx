import { isHttpUrl } from '@studyhub/contracts/web';
import styled from 'styled-components';
import { VisuallyHidden } from './visually-hidden.js';

const StyledLink = styled.a`
  overflow-wrap: anywhere;
  font-weight: 600;
`;

const StyledText = styled.span`
  overflow-wrap: anywhere;
`;

/**
 * A submitted document, opening in a new tab. Only an http(s) address becomes a link: anything
 * else (a javascript: or data: URL that slipped into old data) is shown as text, never followed.
 */
export function DocumentLink({ href }: { href: string }) {
  if (!isHttpUrl(href)) return <StyledText>{href}</StyledText>;
  return (
    <StyledLink href={href} target="_blank" rel="noopener noreferrer">
      {href}
      <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
    </StyledLink>
  );
}
