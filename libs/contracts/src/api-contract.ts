// The API's contract in one table: for every call its method, path, inputs, answers and errors.
// The API routes and validates from it (api/src/common/contract), the web's RTK Query endpoints
// build their URLs and types from it (libs/api-client), and the OpenAPI document is generated
// from it (api/src/docs). Methods and paths come from api-routes.ts, where each is written once.
import { z } from 'zod';
import {
  assignmentListQuerySchema,
  assignmentSchema,
  createAssignmentSchema,
  deleteAssignmentSchema,
  updateAssignmentSchema,
} from './assignment.schema.js';
import {
  API_ROUTES,
  GROUP_LIMITS,
  INVITE_TOKEN_PATTERN,
  MESSAGES,
  type ApiRoute,
  type EndpointName,
  type ErrorCode,
} from '@studyhub/contracts/web';
import { pageQuerySchema } from './paging.schema.js';
import { contactRequestSchema } from './contact.schema.js';
import {
  createInviteSchema,
  groupFieldsSchema,
  groupInviteSchema,
  groupMemberSchema,
  groupMembersQuerySchema,
  groupSchema,
  invitePreviewSchema,
  memberRoleSchema,
  transferGroupSchema,
} from './group.schema.js';
import {
  assignmentSubmissionsQuerySchema,
  markSubmissionSchema,
  mySubmissionsQuerySchema,
  pendingQuerySchema,
  regradeAnswerSchema,
  regradeRequestSchema,
  submissionHistorySchema,
  submissionCountsSchema,
  submissionSchema,
  submitAssignmentSchema,
} from './submission.schema.js';
import { claimSchema, notificationSchema, notificationsQuerySchema, readNotificationsSchema, unreadCountSchema } from './live.schema.js';
import { progressQuerySchema, progressSchema } from './progress.schema.js';

const M = MESSAGES.api;

/** One way a call can be refused: the code clients switch on and the message it carries. */
export interface ErrorCase {
  code: ErrorCode;
  /** The exact text; omitted where it varies (a validation message names the field). */
  message?: string;
  /** When it happens, if the code alone does not say. */
  note?: string;
}

export interface SuccessResponse {
  description: string;
  schema: z.ZodType;
}

export interface EndpointDefinition extends ApiRoute {
  summary: string;
  description?: string;
  tag: 'health' | 'assignments' | 'submissions' | 'contact' | 'groups' | 'progress' | 'notifications';
  /**
   * `user`: a Firebase ID token is required (401 without a valid one). `optional`: open to guests,
   * and a caller who sends a token (it must be valid) gets their own view of the answer.
   */
  auth: 'guest' | 'user' | 'optional';
  /** A malformed id in the path names nothing: it gets the same 404 as an unknown one. */
  params?: z.ZodObject<Record<string, z.ZodType<string>>>;
  /** The error a malformed or unknown path id gets. */
  notFound?: ErrorCase;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Success answers by status. */
  responses: Record<number, SuccessResponse>;
  /** The status of a success that says nothing else; the lowest of `responses` when omitted. */
  status?: number;
  /** The answer carries the total before paging in TOTAL_COUNT_HEADER. */
  paged?: boolean;
  /** Refusals particular to this call, by status (401, 429, 500 and 503 apply to every call). */
  errors?: Record<number, ErrorCase[]>;
}

const define = <const E extends EndpointDefinition>(endpoint: E): E => endpoint;

// Ids are stored lowercase; a client may send them in either case.
const idParams = z.strictObject({ id: z.uuid().transform((id) => id.toLowerCase()) });
const assignmentNotFound: ErrorCase = { code: 'ASSIGNMENT_NOT_FOUND', message: M.assignmentNotFound };
const submissionNotFound: ErrorCase = { code: 'SUBMISSION_NOT_FOUND', message: M.submissionNotFound };
const invalid: ErrorCase = { code: 'VALIDATION_FAILED' };
const emailRequired: ErrorCase = { code: 'EMAIL_REQUIRED', message: M.emailRequired };
const emailNotVerified: ErrorCase = {
  code: 'EMAIL_NOT_VERIFIED',
  message: M.emailNotVerified,
  note: 'only where REQUIRE_VERIFIED_EMAIL holds (real Firebase projects by default)',
};
const healthSchema = z.object({ status: z.literal('ok'), db: z.enum(['pglite', 'postgres']) });
const deletedSchema = z.object({ message: z.literal(MESSAGES.assignments.deletedBody) });
const withdrawnSchema = z.object({ message: z.literal(M.submissionWithdrawn) });
const contactReceivedSchema = z.object({ message: z.literal(M.contactReceived) });
const notOwner = (message: string): ErrorCase => ({ code: 'NOT_ASSIGNMENT_OWNER', message });
const alreadyMarked: ErrorCase = { code: 'SUBMISSION_ALREADY_MARKED', message: M.alreadyMarked };
const regradeMessageSchema = z.object({ message: z.literal(M.regradeRequested) });
const groupNotFound: ErrorCase = {
  code: 'GROUP_NOT_FOUND',
  message: M.groupNotFound,
  note: 'also to anyone outside the group: a group cannot be discovered',
};
const notGroupAdmin: ErrorCase = { code: 'NOT_GROUP_ADMIN', message: M.notGroupAdmin };
const notGroupOwner: ErrorCase = { code: 'NOT_GROUP_OWNER', message: M.notGroupOwner };
const memberNotFound: ErrorCase = { code: 'MEMBER_NOT_FOUND', message: M.memberNotFound };
const ownerMustTransfer: ErrorCase = { code: 'OWNER_MUST_TRANSFER', message: M.ownerMustTransfer };
const inviteNotFound: ErrorCase = { code: 'INVITE_NOT_FOUND', message: M.inviteNotFound, note: 'a malformed, forged or deleted link' };
const inviteGone: ErrorCase[] = [
  { code: 'INVITE_EXPIRED', message: M.inviteExpired },
  { code: 'INVITE_USED_UP', message: M.inviteUsedUp },
  { code: 'INVITE_REVOKED', message: M.inviteRevoked },
];
const groupParams = idParams;
const memberParams = z.strictObject({
  id: idParams.shape.id,
  uid: z.string().min(1).max(GROUP_LIMITS.uidMax),
});
const inviteParams = z.strictObject({ id: idParams.shape.id, invite: z.uuid().transform((id) => id.toLowerCase()) });
const tokenParams = z.strictObject({ token: z.string().regex(INVITE_TOKEN_PATTERN) });
const messageOf = (text: string) => z.object({ message: z.literal(text) });

export const API = {
  health: define({
    ...API_ROUTES.health,
    tag: 'health',
    auth: 'guest',
    summary: 'Is the API up, and on which database?',
    responses: { 200: { description: 'Up.', schema: healthSchema } },
  }),
  listAssignments: define({
    ...API_ROUTES.listAssignments,
    tag: 'assignments',
    auth: 'optional',
    summary: 'List assignments (filter, search, sort, page)',
    description:
      "Public assignments, or with group one group's (members only). search matches title or description, case-insensitive. sort=difficulty orders Easy < Medium < Hard; title ignores case; dueDate soonest first. Without sort: newest first. With a token each item carries `viewer` (the caller's role and latest submission), and show=mine|not-taken|to-grade narrows the list to the caller's own view (mine: set by the caller; not-taken: others' work the caller has not submitted to; to-grade: with someone else's submission waiting).",
    query: assignmentListQuerySchema,
    paged: true,
    responses: { 200: { description: 'The page of assignments (a JSON array).', schema: z.array(assignmentSchema) } },
    errors: {
      400: [invalid],
      401: [{ code: 'UNAUTHENTICATED', message: M.unauthenticated, note: 'show or group without a token' }],
      404: [groupNotFound],
    },
  }),
  getAssignment: define({
    ...API_ROUTES.getAssignment,
    tag: 'assignments',
    auth: 'optional',
    summary: 'One assignment',
    description: 'With a token the answer carries `viewer`: whether the caller set it, and their latest submission for it.',
    params: idParams,
    notFound: assignmentNotFound,
    responses: { 200: { description: 'Found.', schema: assignmentSchema } },
  }),
  createAssignment: define({
    ...API_ROUTES.createAssignment,
    tag: 'assignments',
    auth: 'user',
    summary: 'Create an assignment (owner: the caller)',
    description:
      "The owner is the token's user: userEmail is ignored, userName only names an account that has no display name. dueDate is today or later.",
    body: createAssignmentSchema,
    responses: { 201: { description: 'Created.', schema: assignmentSchema } },
    errors: { 400: [invalid], 403: [emailRequired, emailNotVerified], 404: [groupNotFound] },
  }),
  updateAssignment: define({
    ...API_ROUTES.updateAssignment,
    tag: 'assignments',
    auth: 'user',
    summary: 'Update your own assignment',
    description:
      'Same fields as create; a past due date may be kept. Submissions still waiting take the new title and total (a mark is checked against the total the assignment has now); graded ones keep theirs.',
    params: idParams,
    notFound: assignmentNotFound,
    body: updateAssignmentSchema,
    responses: { 200: { description: 'Updated.', schema: assignmentSchema } },
    errors: { 400: [invalid], 403: [notOwner(MESSAGES.ownership.editOwn)], 404: [groupNotFound] },
  }),
  deleteAssignment: define({
    ...API_ROUTES.deleteAssignment,
    tag: 'assignments',
    auth: 'user',
    summary: 'Delete your own assignment (graded work stays, waiting work is withdrawn)',
    description:
      'Graded submissions keep their title, marks and grade. Submissions still waiting leave the queue and become `withdrawn` (their students see why). The original client sends `{ userEmail }`; it is accepted and ignored (the token decides).',
    params: idParams,
    notFound: assignmentNotFound,
    body: deleteAssignmentSchema,
    responses: { 200: { description: 'Deleted.', schema: deletedSchema } },
    errors: { 400: [invalid], 403: [notOwner(MESSAGES.ownership.deleteOwn)] },
  }),
  submitAssignment: define({
    ...API_ROUTES.submitAssignment,
    tag: 'submissions',
    auth: 'user',
    summary: 'Submit a Google Docs link for an assignment',
    description:
      "Not the caller's own assignment (its author would wait in others' queue for a grade on their own work). Work sent after the due day has ended everywhere on Earth is accepted and marked late. A user holds at most one pending submission per assignment. Submitting again while it is pending replaces its link and notes (200, same _id, same place in the queue); a first submission, or one after the earlier was marked, makes a new pending one (201).",
    params: idParams,
    notFound: assignmentNotFound,
    body: submitAssignmentSchema,
    status: 201,
    responses: {
      201: { description: 'Submitted (a new pending submission).', schema: submissionSchema },
      200: { description: 'Your pending submission for this assignment was updated.', schema: submissionSchema },
    },
    errors: {
      400: [invalid],
      403: [emailRequired, emailNotVerified, { code: 'CANNOT_SUBMIT_OWN_ASSIGNMENT', message: M.cannotSubmitOwn }],
    },
  }),
  mySubmissions: define({
    ...API_ROUTES.mySubmissions,
    tag: 'submissions',
    auth: 'user',
    summary: "The caller's own submissions, newest first (paged)",
    description: 'assignmentId narrows the list to the submissions for one assignment.',
    query: mySubmissionsQuerySchema,
    paged: true,
    responses: { 200: { description: "The page of the caller's submissions (a JSON array).", schema: z.array(submissionSchema) } },
    errors: { 400: [invalid] },
  }),
  pendingSubmissions: define({
    ...API_ROUTES.pendingSubmissions,
    tag: 'submissions',
    auth: 'user',
    summary: "Pending submissions: the caller's own first, then everyone else's oldest first (paged)",
    description:
      "Oldest first, so nobody's work waits forever; the caller's own (which they cannot mark) come first, so a student finds the work they just sent. Each user has at most one pending submission per assignment. Without group: public work and that of the caller's groups; with group: only that group's (members only).",
    query: pendingQuerySchema,
    paged: true,
    responses: { 200: { description: 'The page of pending submissions (a JSON array).', schema: z.array(submissionSchema) } },
    errors: {
      400: [invalid],
      403: [{ ...emailRequired, note: 'only those who may mark read the queue' }, emailNotVerified],
      404: [groupNotFound],
    },
  }),
  markSubmission: define({
    ...API_ROUTES.markSubmission,
    tag: 'submissions',
    auth: 'user',
    summary: "Mark someone else's pending submission",
    params: idParams,
    notFound: submissionNotFound,
    body: markSubmissionSchema,
    responses: { 200: { description: 'Marked (completed).', schema: submissionSchema } },
    errors: {
      400: [invalid, { code: 'MARKS_EXCEED_TOTAL', message: M.marksExceedTotal }],
      403: [
        { code: 'CANNOT_MARK_OWN_SUBMISSION', message: M.cannotMarkOwn },
        emailRequired,
        emailNotVerified,
        {
          code: 'MARKED_BEFORE_BY_YOU',
          message: M.alreadyMarkedByYou,
          note: 'reopened after a regrade request: another marker must grade it',
        },
      ],
      409: [{ ...alreadyMarked, note: 'also the loser of a race to mark it, and a withdrawn submission' }],
    },
  }),
  withdrawSubmission: define({
    ...API_ROUTES.withdrawSubmission,
    tag: 'submissions',
    auth: 'user',
    summary: 'Withdraw your own submission while it waits',
    description: 'The submission is removed: it leaves the queue and your list. A marked one stays (409).',
    params: idParams,
    notFound: submissionNotFound,
    responses: { 200: { description: 'Withdrawn.', schema: withdrawnSchema } },
    errors: {
      403: [{ code: 'NOT_SUBMISSION_OWNER', message: M.notSubmissionOwner }],
      409: [{ ...alreadyMarked, note: 'marked before the withdrawal arrived' }],
    },
  }),
  submissionHistory: define({
    ...API_ROUTES.submissionHistory,
    tag: 'submissions',
    auth: 'user',
    summary: "Every grade of a submission and every regrade request (its student and the assignment's author only)",
    description:
      "Anyone else gets 404, as for a submission that does not exist. Under anonymous review a grade's markerName is null and the student's name is kept back from the author.",
    params: idParams,
    notFound: submissionNotFound,
    responses: { 200: { description: 'The history, oldest first.', schema: submissionHistorySchema } },
  }),
  requestRegrade: define({
    ...API_ROUTES.requestRegrade,
    tag: 'submissions',
    auth: 'user',
    summary: "Contest your grade: ask the assignment's author for a regrade, once per grade",
    params: idParams,
    notFound: submissionNotFound,
    body: regradeRequestSchema,
    status: 201,
    responses: { 201: { description: 'Requested; the author answers.', schema: regradeMessageSchema } },
    errors: {
      400: [invalid],
      403: [{ code: 'NOT_SUBMISSION_OWNER', message: M.notSubmissionOwner }],
      409: [
        { code: 'SUBMISSION_NOT_GRADED', message: M.notGraded },
        { code: 'REGRADE_ALREADY_REQUESTED', message: M.regradeAlreadyRequested },
      ],
    },
  }),
  answerRegrade: define({
    ...API_ROUTES.answerRegrade,
    tag: 'submissions',
    auth: 'user',
    summary: 'Answer a regrade request on your assignment: keep the grade, or reopen the work for another marker',
    description:
      'keep: the grade stays, with your reply. reopen: the submission waits again in the queue, and nobody who graded it before may mark it. Its history keeps every grade.',
    params: idParams,
    notFound: submissionNotFound,
    body: regradeAnswerSchema,
    responses: { 200: { description: 'Answered: the submission as it now stands.', schema: submissionSchema } },
    errors: {
      400: [invalid],
      403: [notOwner(M.notAssignmentOwnerToReply)],
      409: [
        { code: 'NO_OPEN_REGRADE_REQUEST', message: M.noOpenRegrade },
        { code: 'PENDING_SUBMISSION_EXISTS', message: M.pendingExists },
      ],
    },
  }),
  assignmentSubmissions: define({
    ...API_ROUTES.assignmentSubmissions,
    tag: 'assignments',
    auth: 'user',
    summary: 'Who took your assignment: its submissions, waiting ones first, newest first (paged)',
    description: "Only for the assignment's author. status narrows the list to pending or completed work.",
    params: idParams,
    notFound: assignmentNotFound,
    query: assignmentSubmissionsQuerySchema,
    paged: true,
    responses: { 200: { description: 'The page of submissions (a JSON array).', schema: z.array(submissionSchema) } },
    errors: { 400: [invalid], 403: [notOwner(M.notAssignmentOwner)] },
  }),
  submissionCounts: define({
    ...API_ROUTES.submissionCounts,
    tag: 'assignments',
    auth: 'user',
    summary: 'How much work your assignment has: waiting and graded submissions',
    description: "Only for the assignment's author (the delete dialog and the author's view read it).",
    params: idParams,
    notFound: assignmentNotFound,
    responses: { 200: { description: 'The counts.', schema: submissionCountsSchema } },
    errors: { 403: [notOwner(M.notAssignmentOwner)] },
  }),
  createContactRequest: define({
    ...API_ROUTES.createContactRequest,
    tag: 'contact',
    auth: 'guest',
    summary: 'Send a contact request to the team',
    description: 'Stored for the team to read (`npm run contact-requests`); the answer comes by email. Rate limited like every write.',
    body: contactRequestSchema,
    responses: { 201: { description: 'Stored.', schema: contactReceivedSchema } },
    errors: { 400: [invalid] },
  }),
  myGroups: define({
    ...API_ROUTES.myGroups,
    tag: 'groups',
    auth: 'user',
    summary: 'The groups the caller is in, newest membership first (paged)',
    query: pageQuerySchema,
    paged: true,
    responses: { 200: { description: 'The page of groups (a JSON array).', schema: z.array(groupSchema) } },
    errors: { 400: [invalid] },
  }),
  createGroup: define({
    ...API_ROUTES.createGroup,
    tag: 'groups',
    auth: 'user',
    summary: 'Create a study group; the caller is its owner',
    body: groupFieldsSchema,
    responses: { 201: { description: 'Created.', schema: groupSchema } },
    errors: { 400: [invalid] },
  }),
  getGroup: define({
    ...API_ROUTES.getGroup,
    tag: 'groups',
    auth: 'user',
    summary: 'One of your groups',
    params: groupParams,
    notFound: groupNotFound,
    responses: { 200: { description: 'Found.', schema: groupSchema } },
  }),
  updateGroup: define({
    ...API_ROUTES.updateGroup,
    tag: 'groups',
    auth: 'user',
    summary: "Edit a group's name, description and picture (owner and admins)",
    params: groupParams,
    notFound: groupNotFound,
    body: groupFieldsSchema,
    responses: { 200: { description: 'Updated.', schema: groupSchema } },
    errors: { 400: [invalid], 403: [notGroupAdmin] },
  }),
  deleteGroup: define({
    ...API_ROUTES.deleteGroup,
    tag: 'groups',
    auth: 'user',
    summary: 'Delete a group and its assignments (owner only)',
    description:
      'Its assignments go with it. Graded work stays with its students; work still waiting is withdrawn, as when an assignment is deleted.',
    params: groupParams,
    notFound: groupNotFound,
    responses: { 200: { description: 'Deleted.', schema: messageOf(M.groupDeleted) } },
    errors: { 403: [notGroupOwner] },
  }),
  groupMembers: define({
    ...API_ROUTES.groupMembers,
    tag: 'groups',
    auth: 'user',
    summary: "A group's members: owner, then admins, then members, in the order they joined (paged)",
    description: 'invite narrows the list to those who joined through one link (owner and admins).',
    params: groupParams,
    notFound: groupNotFound,
    query: groupMembersQuerySchema,
    paged: true,
    responses: { 200: { description: 'The page of members (a JSON array).', schema: z.array(groupMemberSchema) } },
    errors: { 400: [invalid], 403: [{ ...notGroupAdmin, note: 'invite asked for by a member' }] },
  }),
  setMemberRole: define({
    ...API_ROUTES.setMemberRole,
    tag: 'groups',
    auth: 'user',
    summary: 'Make a member an admin, or an admin a member (owner and admins)',
    params: memberParams,
    notFound: groupNotFound,
    body: memberRoleSchema,
    responses: { 200: { description: 'The member as they now stand.', schema: groupMemberSchema } },
    errors: {
      400: [invalid],
      403: [notGroupAdmin],
      404: [memberNotFound],
      409: [{ ...ownerMustTransfer, note: "the owner's role moves only by a transfer" }],
    },
  }),
  removeMember: define({
    ...API_ROUTES.removeMember,
    tag: 'groups',
    auth: 'user',
    summary: 'Remove a member (owner and admins), or leave (your own uid)',
    description:
      "An admin cannot remove the owner or another admin; the owner removes anyone but themself. Removed members lose the group's pages at once; their own submissions and grades stay theirs.",
    params: memberParams,
    notFound: groupNotFound,
    responses: {
      200: { description: 'Removed, or left.', schema: z.object({ message: z.enum([M.memberRemoved, M.leftGroup]) }) },
    },
    errors: {
      403: [notGroupAdmin, { ...notGroupOwner, note: 'an admin removing another admin' }],
      404: [memberNotFound],
      409: [ownerMustTransfer],
    },
  }),
  transferGroup: define({
    ...API_ROUTES.transferGroup,
    tag: 'groups',
    auth: 'user',
    summary: 'Make another member the owner (owner only); you stay as an admin',
    params: groupParams,
    notFound: groupNotFound,
    body: transferGroupSchema,
    responses: { 200: { description: 'Transferred: the group as you now see it.', schema: groupSchema } },
    errors: { 400: [invalid], 403: [notGroupOwner], 404: [memberNotFound] },
  }),
  groupInvites: define({
    ...API_ROUTES.groupInvites,
    tag: 'groups',
    auth: 'user',
    summary: "A group's invite links, newest first, with how many joined through each (owner and admins, paged)",
    params: groupParams,
    notFound: groupNotFound,
    query: pageQuerySchema,
    paged: true,
    responses: { 200: { description: 'The page of invite links (a JSON array).', schema: z.array(groupInviteSchema) } },
    errors: { 400: [invalid], 403: [notGroupAdmin] },
  }),
  createInvite: define({
    ...API_ROUTES.createInvite,
    tag: 'groups',
    auth: 'user',
    summary: 'Make an invite link (owner and admins): 7 days by default, optionally a number of uses',
    params: groupParams,
    notFound: groupNotFound,
    body: createInviteSchema,
    responses: { 201: { description: 'Created.', schema: groupInviteSchema } },
    errors: { 400: [invalid], 403: [notGroupAdmin] },
  }),
  revokeInvite: define({
    ...API_ROUTES.revokeInvite,
    tag: 'groups',
    auth: 'user',
    summary: 'Turn an invite link off (owner and admins); who joined through it stays',
    params: inviteParams,
    notFound: groupNotFound,
    responses: { 200: { description: 'Revoked.', schema: groupInviteSchema } },
    errors: { 403: [notGroupAdmin], 404: [inviteNotFound] },
  }),
  getInvite: define({
    ...API_ROUTES.getInvite,
    tag: 'groups',
    auth: 'optional',
    summary: 'What an invite link leads to (its group), before joining',
    params: tokenParams,
    notFound: inviteNotFound,
    responses: { 200: { description: 'A live link.', schema: invitePreviewSchema } },
    errors: { 410: inviteGone },
  }),
  acceptInvite: define({
    ...API_ROUTES.acceptInvite,
    tag: 'groups',
    auth: 'user',
    summary: 'Join the group of an invite link',
    description: 'A member who opens it again gets 200 and the group, and the link is not used up by it.',
    params: tokenParams,
    notFound: inviteNotFound,
    status: 201,
    responses: {
      201: { description: 'Joined.', schema: groupSchema },
      200: { description: 'Already a member.', schema: groupSchema },
    },
    errors: { 410: inviteGone },
  }),
  myProgress: define({
    ...API_ROUTES.myProgress,
    tag: 'progress',
    auth: 'user',
    summary: 'Where you stand: your work as a student and as an author, in figures',
    description:
      "Computed by the database in one call. As a student: what you submitted, what waits, what was graded, your average percentage by month and how long your work waits for a grade. As an author: who took your assignments, what waits, the distribution of marks and the median time to grade. group narrows both to one group's work (members only).",
    query: progressQuerySchema,
    responses: { 200: { description: 'The figures.', schema: progressSchema } },
    errors: { 400: [invalid], 404: [groupNotFound] },
  }),
  myNotifications: define({
    ...API_ROUTES.myNotifications,
    tag: 'notifications',
    auth: 'user',
    summary: 'Your notifications, newest first (paged)',
    description:
      'A notification is kept when your work is graded, someone takes your assignment, a student contests a grade of yours, or an author answers your request. unread=true lists only unread ones. The same notifications arrive live on the event stream (GET /api/events, Server-Sent Events).',
    query: notificationsQuerySchema,
    paged: true,
    responses: { 200: { description: 'The page of notifications (a JSON array).', schema: z.array(notificationSchema) } },
    errors: { 400: [invalid] },
  }),
  unreadNotifications: define({
    ...API_ROUTES.unreadNotifications,
    tag: 'notifications',
    auth: 'user',
    summary: 'How many of your notifications are unread',
    responses: { 200: { description: 'The count.', schema: unreadCountSchema } },
  }),
  readNotifications: define({
    ...API_ROUTES.readNotifications,
    tag: 'notifications',
    auth: 'user',
    summary: 'Mark notifications read: those named, or without ids all of yours',
    description: 'Ids that are not yours are ignored. Your other open pages learn the new count on the event stream.',
    body: readNotificationsSchema,
    responses: { 200: { description: 'Marked; the unread count after it.', schema: unreadCountSchema } },
    errors: { 400: [invalid] },
  }),
  claimSubmission: define({
    ...API_ROUTES.claimSubmission,
    tag: 'submissions',
    auth: 'user',
    summary: 'Claim a pending submission while you mark it (or renew your claim)',
    description:
      'Others see who is marking it (no name under anonymous review) and can still open it. A claim ends when released, when the work is marked, or after CLAIM_MS (5 minutes) without renewal. Claims only inform: marking stays race-safe whatever they say. When someone else holds it, the answer is their claim (mine: false) and yours is not made.',
    params: idParams,
    notFound: submissionNotFound,
    responses: { 200: { description: 'The claim that now holds the submission.', schema: claimSchema } },
    errors: {
      403: [{ code: 'CANNOT_MARK_OWN_SUBMISSION', message: M.cannotMarkOwn }, emailRequired, emailNotVerified],
      409: [{ ...alreadyMarked, note: 'no longer pending' }],
    },
  }),
  releaseClaim: define({
    ...API_ROUTES.releaseClaim,
    tag: 'submissions',
    auth: 'user',
    summary: 'Release your claim on a submission (the mark dialog closed)',
    description: 'Succeeds also when you hold no claim on it (it ran out, or someone else holds it).',
    params: idParams,
    notFound: submissionNotFound,
    responses: { 200: { description: 'Released.', schema: messageOf(M.claimReleased) } },
  }),
} as const satisfies Record<EndpointName, EndpointDefinition>;

export type ApiEndpoints = typeof API;

/** Refusals every call can meet, whatever it is. */
export const COMMON_ERRORS: Record<number, ErrorCase[]> = {
  429: [{ code: 'RATE_LIMITED', message: M.rateLimited }],
  500: [{ code: 'INTERNAL', message: M.internal }],
  503: [{ code: 'SERVICE_UNAVAILABLE', message: M.serviceUnavailable }],
};
/** Refusals of every call that needs a user. */
export const AUTH_ERRORS: Record<number, ErrorCase[]> = {
  401: [
    { code: 'UNAUTHENTICATED', message: M.unauthenticated },
    { code: 'INVALID_TOKEN', message: M.invalidToken },
  ],
};

// Types of a call's inputs and answers, for the API's handlers and the web's endpoints.
type Out<S> = S extends z.ZodType ? z.output<S> : undefined;
type In<S> = S extends z.ZodType ? z.input<S> : undefined;
/** What a successful call answers (the union over its success statuses). */
export type SuccessBody<E extends EndpointDefinition> = {
  [S in keyof E['responses']]: E['responses'][S] extends SuccessResponse ? z.output<E['responses'][S]['schema']> : never;
}[keyof E['responses']];
/** What a caller sends: path parameters, query and body, as the client writes them. */
export interface RequestOf<E extends EndpointDefinition> {
  params: In<E['params']>;
  query: In<E['query']>;
  body: In<E['body']>;
}
/** The same after validation, as a handler receives it. */
export interface InputOf<E extends EndpointDefinition> {
  params: Out<E['params']>;
  query: Out<E['query']>;
  body: Out<E['body']>;
}

/** The status a call answers when it succeeds without saying otherwise. */
export const defaultStatus = (endpoint: EndpointDefinition) => endpoint.status ?? Math.min(...Object.keys(endpoint.responses).map(Number));
