import { MESSAGES } from '@studyhub/contracts';
import { ApiException } from '../common/errors/api-exception.js';

const M = MESSAGES.api;

export const submissionNotFound = () => new ApiException(404, 'SUBMISSION_NOT_FOUND', M.submissionNotFound);
export const alreadyMarked = () => new ApiException(409, 'SUBMISSION_ALREADY_MARKED', M.alreadyMarked);
export const cannotMarkOwn = () => new ApiException(403, 'CANNOT_MARK_OWN_SUBMISSION', M.cannotMarkOwn);
export const marksExceedTotal = () => new ApiException(400, 'MARKS_EXCEED_TOTAL', M.marksExceedTotal);
export const notSubmissionOwner = () => new ApiException(403, 'NOT_SUBMISSION_OWNER', M.notSubmissionOwner);
export const markedBeforeByYou = () => new ApiException(403, 'MARKED_BEFORE_BY_YOU', M.alreadyMarkedByYou);
export const notGraded = () => new ApiException(409, 'SUBMISSION_NOT_GRADED', M.notGraded);
export const regradeAlreadyRequested = () => new ApiException(409, 'REGRADE_ALREADY_REQUESTED', M.regradeAlreadyRequested);
export const noOpenRegrade = () => new ApiException(409, 'NO_OPEN_REGRADE_REQUEST', M.noOpenRegrade);
export const pendingExists = () => new ApiException(409, 'PENDING_SUBMISSION_EXISTS', M.pendingExists);
export const notOwnerToReply = () => new ApiException(403, 'NOT_ASSIGNMENT_OWNER', M.notAssignmentOwnerToReply);
