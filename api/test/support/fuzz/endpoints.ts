// The calls of the API as the fuzzer sees them: where the id goes, which contracts schema
// checks the query or body, a valid example to mutate, and what a 2xx answer must look like.
import {
  API_PATHS,
  assignmentListQuerySchema,
  assignmentSchema,
  createAssignmentSchema,
  deleteAssignmentSchema,
  assignmentSubmissionsQuerySchema,
  contactRequestSchema,
  createInviteSchema,
  groupFieldsSchema,
  groupInviteSchema,
  groupMemberSchema,
  groupMembersQuerySchema,
  groupSchema,
  invitePreviewSchema,
  memberRoleSchema,
  pendingQuerySchema,
  transferGroupSchema,
  markSubmissionSchema,
  mySubmissionsQuerySchema,
  regradeAnswerSchema,
  regradeRequestSchema,
  submissionHistorySchema,
  pageQuerySchema,
  submissionCountsSchema,
  submissionSchema,
  submitAssignmentSchema,
  updateAssignmentSchema,
} from '@studyhub/contracts';
import { z } from 'zod';
import { aMarkInput, aSubmitInput, anAssignmentInput } from '../inputs.js';

export type IdKind = 'assignment' | 'submission' | 'group' | 'invite';

interface Shape {
  schema: z.ZodObject;
  sample: () => Record<string, unknown>;
}

export interface FuzzEndpoint {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The path with an already percent-encoded id segment. */
  path: (segment: string) => string;
  /** The kind of id in the path, if any. */
  idKind?: IdKind;
  /** The contracts schema of the query or body, and a valid example the fuzzer mutates. */
  query?: Shape;
  body?: Shape & { optional?: boolean };
  /** Shape of a 2xx body. */
  answer: z.ZodType;
  /** Needs a signed-in user. */
  guarded: boolean;
}

/** API_PATHS' builders encode the id; the fuzzer encodes its own segments (lone surrogates included). */
const at = (build: (id: string) => string) => {
  const template = build('FUZZ_SEGMENT');
  return (segment: string) => template.replace('FUZZ_SEGMENT', segment);
};

const assignments = z.array(assignmentSchema);
const message = z.object({ message: z.string() });
/** The second id of a member's or an invite's path: fixed, so the fuzzed one is the group's. */
const SOME_UID = 'fuzzNobodyUid';
const SOME_INVITE = '00000000-0000-4000-8000-000000000000';
const submissions = z.array(submissionSchema);

export const FUZZ_ENDPOINTS: readonly FuzzEndpoint[] = [
  {
    name: 'list assignments',
    method: 'GET',
    path: () => API_PATHS.assignments,
    query: {
      schema: assignmentListQuerySchema,
      sample: () => ({ difficulty: 'Easy', search: 'bread', sort: 'title', order: 'desc', limit: '10', offset: '0' }),
    },
    answer: assignments,
    guarded: false,
  },
  { name: 'get assignment', method: 'GET', path: at(API_PATHS.assignment), idKind: 'assignment', answer: assignmentSchema, guarded: false },
  {
    name: 'create assignment',
    method: 'POST',
    path: () => API_PATHS.assignments,
    guarded: true,
    answer: assignmentSchema,
    body: {
      schema: createAssignmentSchema,
      sample: () => ({ ...anAssignmentInput(), userEmail: 'spec-client@studyhub.test', userName: 'Spec Client' }),
    },
  },
  {
    name: 'update assignment',
    method: 'PUT',
    path: at(API_PATHS.assignment),
    idKind: 'assignment',
    guarded: true,
    answer: assignmentSchema,
    body: { schema: updateAssignmentSchema, sample: () => ({ ...anAssignmentInput({ title: 'Updated by the fuzzer' }) }) },
  },
  {
    name: 'delete assignment',
    method: 'DELETE',
    path: at(API_PATHS.assignment),
    idKind: 'assignment',
    guarded: true,
    answer: z.object({ message: z.string() }),
    body: { schema: deleteAssignmentSchema.unwrap(), sample: () => ({ userEmail: 'spec-client@studyhub.test' }), optional: true },
  },
  {
    name: 'submit assignment',
    method: 'POST',
    path: at(API_PATHS.submitAssignment),
    idKind: 'assignment',
    guarded: true,
    answer: submissionSchema,
    body: { schema: submitAssignmentSchema, sample: () => ({ ...aSubmitInput() }) },
  },
  {
    name: 'my submissions',
    method: 'GET',
    path: () => API_PATHS.submissions,
    query: { schema: mySubmissionsQuerySchema, sample: () => ({ limit: '10', offset: '0' }) },
    answer: submissions,
    guarded: true,
  },
  {
    name: 'pending submissions',
    method: 'GET',
    path: () => API_PATHS.pendingSubmissions,
    query: { schema: pendingQuerySchema, sample: () => ({ limit: '10', offset: '0' }) },
    answer: submissions,
    guarded: true,
  },
  {
    name: 'mark submission',
    method: 'PUT',
    path: at(API_PATHS.markSubmission),
    idKind: 'submission',
    guarded: true,
    answer: submissionSchema,
    body: { schema: markSubmissionSchema, sample: () => ({ ...aMarkInput({ obtainedMarks: 10 }) }) },
  },
  {
    name: 'withdraw submission',
    method: 'DELETE',
    path: at(API_PATHS.submission),
    idKind: 'submission',
    guarded: true,
    answer: z.object({ message: z.string() }),
  },
  {
    name: 'assignment submissions',
    method: 'GET',
    path: at(API_PATHS.assignmentSubmissions),
    idKind: 'assignment',
    guarded: true,
    answer: submissions,
    query: { schema: assignmentSubmissionsQuerySchema, sample: () => ({ status: 'pending', limit: '10', offset: '0' }) },
  },
  {
    name: 'submission history',
    method: 'GET',
    path: at(API_PATHS.submissionHistory),
    idKind: 'submission',
    guarded: true,
    answer: submissionHistorySchema,
  },
  {
    name: 'request regrade',
    method: 'POST',
    path: at(API_PATHS.regrade),
    idKind: 'submission',
    guarded: true,
    answer: z.object({ message: z.string() }),
    body: { schema: regradeRequestSchema, sample: () => ({ reason: 'Part two was answered in full.' }) },
  },
  {
    name: 'answer regrade',
    method: 'PUT',
    path: at(API_PATHS.regrade),
    idKind: 'submission',
    guarded: true,
    answer: submissionSchema,
    body: { schema: regradeAnswerSchema, sample: () => ({ decision: 'keep', reply: 'It stays.' }) },
  },
  {
    name: 'submission counts',
    method: 'GET',
    path: at(API_PATHS.submissionCounts),
    idKind: 'assignment',
    guarded: true,
    answer: submissionCountsSchema,
  },
  {
    name: 'my groups',
    method: 'GET',
    path: () => API_PATHS.groups,
    query: { schema: pageQuerySchema, sample: () => ({ limit: '10', offset: '0' }) },
    answer: z.array(groupSchema),
    guarded: true,
  },
  {
    name: 'create group',
    method: 'POST',
    path: () => API_PATHS.groups,
    guarded: true,
    answer: groupSchema,
    body: {
      schema: groupFieldsSchema,
      sample: () => ({ name: 'Fuzz club', description: 'We fuzz.', pictureUrl: 'https://example.com/fuzz.png' }),
    },
  },
  { name: 'get group', method: 'GET', path: at(API_PATHS.group), idKind: 'group', guarded: true, answer: groupSchema },
  {
    name: 'update group',
    method: 'PUT',
    path: at(API_PATHS.group),
    idKind: 'group',
    guarded: true,
    answer: groupSchema,
    body: { schema: groupFieldsSchema, sample: () => ({ name: 'Fuzz club renamed', description: '', pictureUrl: '' }) },
  },
  { name: 'delete group', method: 'DELETE', path: at(API_PATHS.group), idKind: 'group', guarded: true, answer: message },
  {
    name: 'group members',
    method: 'GET',
    path: at(API_PATHS.groupMembers),
    idKind: 'group',
    guarded: true,
    answer: z.array(groupMemberSchema),
    query: { schema: groupMembersQuerySchema, sample: () => ({ limit: '10', offset: '0' }) },
  },
  {
    name: 'set member role',
    method: 'PUT',
    path: at((id) => API_PATHS.groupMember(id, SOME_UID)),
    idKind: 'group',
    guarded: true,
    answer: groupMemberSchema,
    body: { schema: memberRoleSchema, sample: () => ({ role: 'admin' }) },
  },
  {
    name: 'remove member',
    method: 'DELETE',
    path: at((id) => API_PATHS.groupMember(id, SOME_UID)),
    idKind: 'group',
    guarded: true,
    answer: message,
  },
  {
    name: 'transfer group',
    method: 'PUT',
    path: at(API_PATHS.groupOwner),
    idKind: 'group',
    guarded: true,
    answer: groupSchema,
    body: { schema: transferGroupSchema, sample: () => ({ uid: SOME_UID }) },
  },
  {
    name: 'group invites',
    method: 'GET',
    path: at(API_PATHS.groupInvites),
    idKind: 'group',
    guarded: true,
    answer: z.array(groupInviteSchema),
    query: { schema: pageQuerySchema, sample: () => ({ limit: '10', offset: '0' }) },
  },
  {
    name: 'create invite',
    method: 'POST',
    path: at(API_PATHS.groupInvites),
    idKind: 'group',
    guarded: true,
    answer: groupInviteSchema,
    body: { schema: createInviteSchema, sample: () => ({ expiresInDays: 3, maxUses: 5 }) },
  },
  {
    name: 'revoke invite',
    method: 'DELETE',
    path: at((id) => API_PATHS.groupInvite(id, SOME_INVITE)),
    idKind: 'group',
    guarded: true,
    answer: groupInviteSchema,
  },
  { name: 'open invite', method: 'GET', path: at(API_PATHS.invite), idKind: 'invite', guarded: false, answer: invitePreviewSchema },
  { name: 'accept invite', method: 'POST', path: at(API_PATHS.invite), idKind: 'invite', guarded: true, answer: groupSchema },
  {
    name: 'contact request',
    method: 'POST',
    path: () => API_PATHS.contactRequests,
    guarded: false,
    answer: z.object({ message: z.string() }),
    body: {
      schema: contactRequestSchema,
      sample: () => ({ name: 'Ada', email: 'ada@example.com', phone: '+1 555 010 9999', subject: 'Running', request: 'Hello.' }),
    },
  },
];
