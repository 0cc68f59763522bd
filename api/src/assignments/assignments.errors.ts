import { MESSAGES } from '@studyhub/contracts';
import { ApiException } from '../common/errors/api-exception.js';

export const assignmentNotFound = () => new ApiException(404, 'ASSIGNMENT_NOT_FOUND', MESSAGES.api.assignmentNotFound);
export const notOwnerToEdit = () => new ApiException(403, 'NOT_ASSIGNMENT_OWNER', MESSAGES.ownership.editOwn);
export const notOwnerToDelete = () => new ApiException(403, 'NOT_ASSIGNMENT_OWNER', MESSAGES.ownership.deleteOwn);
/** A view of one's own (`show`) asked for without a token. */
export const unauthenticated = () => new ApiException(401, 'UNAUTHENTICATED', MESSAGES.api.unauthenticated);
export const notOwnerToView = () => new ApiException(403, 'NOT_ASSIGNMENT_OWNER', MESSAGES.api.notAssignmentOwner);
export const cannotSubmitOwn = () => new ApiException(403, 'CANNOT_SUBMIT_OWN_ASSIGNMENT', MESSAGES.api.cannotSubmitOwn);
