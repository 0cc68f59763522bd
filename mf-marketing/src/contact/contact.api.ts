import { api, contractRequest, type RequestFor, type ResultOf } from '@studyhub/api-client';

/** The contact forms' one call on the app's RTK Query slice; URL, method and types from the contract. */
export const contactApi = api.injectEndpoints({
  endpoints: (build) => ({
    createContactRequest: build.mutation<ResultOf<'createContactRequest'>, RequestFor<'createContactRequest'>['body']>({
      query: (body) => contractRequest('createContactRequest', { body }),
    }),
  }),
});

export const { useCreateContactRequestMutation } = contactApi;
