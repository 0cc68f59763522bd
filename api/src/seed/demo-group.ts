// A demo study group, so a first look at Groups shows one: Ada owns it, Alan helps run it, Grace
// is a member, and it has one assignment only its members see.
import type { GroupRole } from '@studyhub/contracts';
import type { DemoAssignment } from './demo-assignments.js';

export const DEMO_GROUP = {
  name: 'Friday Study Circle',
  description: 'We meet on Fridays to go through the week’s problems and mark each other’s work before the weekend.',
  members: [
    { uid: 'demo-ada', role: 'owner' },
    { uid: 'demo-alan', role: 'admin' },
    { uid: 'demo-grace', role: 'member' },
  ] satisfies { uid: string; role: GroupRole }[],
  assignment: {
    title: 'Circle Quiz: Vectors and Forces',
    description:
      'Five short problems on adding vectors and resolving forces, for the circle only. Draw a diagram for each one and say which direction you took as positive.',
    marks: 25,
    difficulty: 'Medium',
    thumbnail: 'physics',
    dueInDays: 6,
    owner: 'demo-ada',
  } satisfies DemoAssignment,
};
