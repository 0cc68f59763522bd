import { apiErrorMessage } from '@studyhub/api-client';
import { MESSAGES, TIMINGS, readApiError } from '@studyhub/contracts/web';
import { showAlert } from '@studyhub/ui';

/** The 'Error' alert with the API's own message (e.g. its 403), or `fallback` when it sent none. */
export function showRefusal(error: unknown, fallback: string) {
  return showAlert({ title: MESSAGES.auth.errorTitle, text: apiErrorMessage(error, fallback), icon: 'error' });
}

/** A short success alert that closes by itself. */
export function showDone(title: string) {
  return showAlert({ title, icon: 'success', timer: TIMINGS.successMessage });
}

/** The HTTP status of a failed RTK Query call, when the server answered. */
export function errorStatus(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | undefined)?.status;
  return typeof status === 'number' ? status : readApiError((error as { data?: unknown } | undefined)?.data)?.statusCode;
}

/**
 * The group is not there for this user: none with that id, or they are not (or no longer) a
 * member. An id that is not even a uuid is refused as invalid, which means the same to a reader.
 */
export const isGroupMissing = (error: unknown) => {
  const status = errorStatus(error);
  return status === 404 || status === 400;
};
