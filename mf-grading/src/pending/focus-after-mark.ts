import type { Submission } from '@studyhub/contracts';

/** The attribute that finds a row's 'Give Mark' button (ids are UUIDs, safe in a selector). */
export const GIVE_MARK_ATTRIBUTE = 'data-submission-id';

/**
 * Where a keyboard user goes on from once a mark is done: the next row's 'Give Mark' button (the
 * user's own rows have none), or the table's heading when no such row follows. The button that
 * opened the marking leaves with its row, and focus would otherwise fall to <body>, the top of the
 * page. `rows` are the rows as they were when the mark was sent, the marked one still among them.
 */
export function focusAfterMark(marked: Pick<Submission, '_id'>, rows: Pick<Submission, '_id'>[], heading: HTMLElement | null) {
  const section = heading?.closest('section');
  const after = rows.slice(rows.findIndex((row) => row._id === marked._id) + 1).filter((row) => row._id !== marked._id);
  const button = after
    .map((row) => section?.querySelector<HTMLElement>(`[${GIVE_MARK_ATTRIBUTE}="${row._id}"]`))
    .find((candidate) => candidate);
  (button ?? heading)?.focus();
}
