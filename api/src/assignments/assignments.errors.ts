import { MESSAGES } from '@studyhub/contracts';
import { ApiException } from '../common/errors/api-exception.js';

export const assignmentNotFound = () => new ApiException(404, 'ASSIGNMENT_NOT_FOUND', MESSAGES.api.assignmentNotFound);
export const notOwnerToEdit = () => new ApiException(403, 'NOT_ASSIGNMENT_OWNER', MESSAGES.ownership.editOwn);
export const notOwnerToDelete = () => new ApiException(403, 'NOT_ASSIGNMENT_OWNER', MESSAGES.ownership.deleteOwn);
