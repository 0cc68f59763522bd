import { apiErrorMessage, type RequestFor } from '@studyhub/api-client';
import { MESSAGES } from '@studyhub/contracts/web';
import { showAlert } from '@studyhub/ui';
import { useCreateContactRequestMutation } from './contact.api.js';
import { CONTACT_TEXTS } from './contact.texts.js';

export type ContactRequestBody = RequestFor<'createContactRequest'>['body'];

/**
 * Sends a contact request. Resolves true once the API has stored it; on a refusal (rate limit,
 * a field it will not take, no connection) the user is told why and it resolves false, so the
 * form keeps what they typed.
 */
export function useSendContactRequest() {
  const [create] = useCreateContactRequestMutation();
  return async (body: ContactRequestBody): Promise<boolean> => {
    const result = await create(body);
    if (!result.error) return true;
    await showAlert({ title: MESSAGES.auth.errorTitle, text: apiErrorMessage(result.error, CONTACT_TEXTS.sendFailed), icon: 'error' });
    return false;
  };
}
