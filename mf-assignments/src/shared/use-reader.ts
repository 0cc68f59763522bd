import { selectAuthInitialised, selectUser } from '@studyhub/auth';
import { useSelector } from 'react-redux';

/**
 * Who reads the page, as the key of the queries whose answers carry the reader's own status: the
 * uid, '' for a guest, and `known` false until auth has said which. Queries wait for `known`: a
 * guest is known at once, and a signed-in reader's request waits for the token anyway, so waiting
 * costs nothing and saves fetching the same list twice (once as '' and again under the uid).
 */
export function useReader() {
  const user = useSelector(selectUser);
  const known = useSelector(selectAuthInitialised);
  return { user, reader: user?.uid ?? '', known };
}
