import { isHttpUrl } from '@studyhub/contracts/web';
import { VisuallyHidden } from '@studyhub/ui';

/**
 * The student's document, in a new tab; only an http(s) address is ever a link (an old row's
 * javascript: URL is shown as text). The grading remote has the same guard for its own screens.
 */
export function DocumentLink({ href }: { href: string }) {
  if (!isHttpUrl(href)) return <span>{href}</span>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {href}
      <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
    </a>
  );
}
