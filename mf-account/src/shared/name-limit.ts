import { ASSIGNMENT_LIMITS } from '@studyhub/contracts/web';

/**
 * The longest display name the forms take: the API keeps no more of a name on the assignments and
 * submissions it records, and a longer one only overflows the navbar and profile.
 */
export const NAME_MAX_LENGTH = ASSIGNMENT_LIMITS.nameMax;
