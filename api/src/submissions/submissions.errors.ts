import { MESSAGES } from '@studyhub/contracts';
import { ApiException } from '../common/errors/api-exception.js';

const M = MESSAGES.api;

export const submissionNotFound = () => new ApiException(404, 'SUBMISSION_NOT_FOUND', M.submissionNotFound);
export const alreadyMarked = () => new ApiException(409, 'SUBMISSION_ALREADY_MARKED', M.alreadyMarked);
export const cannotMarkOwn = () => new ApiException(403, 'CANNOT_MARK_OWN_SUBMISSION', M.cannotMarkOwn);
export const marksExceedTotal = () => new ApiException(400, 'MARKS_EXCEED_TOTAL', M.marksExceedTotal);
export const notSubmissionOwner = () => new ApiException(403, 'NOT_SUBMISSION_OWNER', M.notSubmissionOwner);
