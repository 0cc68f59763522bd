import { Button } from '@studyhub/ui';
import { Link } from '@studyhub/router';
import type { ComponentProps } from 'react';

type Props = ComponentProps<typeof Link> & { $variant?: 'primary' | 'secondary' | 'ghost' | 'danger' };

/** A link (it goes somewhere) that looks like a button, e.g. "Create Group". */
export function ButtonLink({ $variant = 'primary', ...props }: Props) {
  return <Button as={Link} $variant={$variant} {...props} />;
}
