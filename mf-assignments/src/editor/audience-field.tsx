import { selectUser } from '@studyhub/auth';
import { SelectField } from '@studyhub/forms';
import type { ComponentProps } from 'react';
import { useSelector } from 'react-redux';
import { useGroupChoicesQuery } from '../assignments.api.js';
import { TEXTS } from '../assignments.texts.js';

const T = TEXTS.audience;

/** The study groups an author may give an assignment to, and whether they could be loaded. */
export interface AudienceChoices {
  groups: { _id: string; name: string }[];
  failed: boolean;
}

/** The caller's groups, for the editor pages to hand to their form. */
export function useAudienceChoices(): AudienceChoices {
  const uid = useSelector(selectUser)?.uid ?? '';
  // Asked afresh on each visit: a group made or joined a moment ago must be offered.
  const { data = [], isError } = useGroupChoicesQuery(uid, { skip: !uid, refetchOnMountOrArgChange: true });
  return { groups: data, failed: isError };
}

type Props = Omit<ComponentProps<typeof SelectField>, 'label' | 'children'> & { choices: AudienceChoices };

/**
 * "Who can see it": Public, or one of the author's study groups. The value is a group id, or ''
 * for public (the form turns '' into null). While the groups load, or if they fail, only Public
 * is offered, so the form never waits on them.
 */
export function AudienceField({ choices, ...select }: Props) {
  return (
    <SelectField label={T.label} hint={choices.failed ? T.loadFailed : T.hint} {...select}>
      <option value="">{T.public}</option>
      {choices.groups.map((group) => (
        <option key={group._id} value={group._id}>
          {group.name}
        </option>
      ))}
    </SelectField>
  );
}
