import { api, contractRequest, nextOffset, toPage, type RequestFor, type ResultOf } from '@studyhub/api-client';
import type { Assignment, Group, GroupInvite, GroupMember, InvitePreview, Page, PageQuery, Submission } from '@studyhub/contracts';
import { PAGE } from '@studyhub/contracts/web';

/**
 * The shared slice knows 'Assignment' and 'Submission'; groups add their own tag here, since
 * libs/api-client does not change for one area. Every call about one group provides
 * `{ type: 'Group', id }`, so any change to it refetches what is shown of it; the list of my groups
 * is LIST.
 */
const groupsSlice = api.enhanceEndpoints({ addTagTypes: ['Group'] });

const LIST = { type: 'Group', id: 'LIST' } as const;
const groupTag = (id: string) => ({ type: 'Group', id }) as const;

const pageQuery = (offset: number): PageQuery => ({ limit: PAGE.defaultLimit, offset });
/** Offset paging; on a refetch RTK Query recomputes each offset from the fresh pages. */
const paging = <T>() => ({ initialPageParam: 0, getNextPageParam: nextOffset<T> });

export interface GroupChange {
  id: string;
  body: RequestFor<'updateGroup'>['body'];
}
export interface MemberRef {
  id: string;
  uid: string;
}
export interface MembersArg {
  id: string;
  /** Only who joined through this invite link (owner and admins). */
  invite?: string;
}
export interface InviteArg {
  token: string;
  /** The signed-in user's uid ('' for a guest): the answer differs per user, and so must the cache. */
  uid: string;
}

export const groupsApi = groupsSlice.injectEndpoints({
  endpoints: (build) => ({
    /** The caller's groups. The argument is their uid, so the next user on this tab never sees them. */
    listMyGroups: build.infiniteQuery<Page<Group>, string, number>({
      infiniteQueryOptions: paging<Group>(),
      query: ({ pageParam }) => contractRequest('myGroups', { query: pageQuery(pageParam) }),
      transformResponse: (items: ResultOf<'myGroups'>, meta) => toPage(items, meta),
      providesTags: [LIST],
    }),
    getGroup: build.query<Group, string>({
      query: (id) => contractRequest('getGroup', { params: { id } }),
      providesTags: (_result, _error, id) => [groupTag(id)],
    }),
    createGroup: build.mutation<Group, RequestFor<'createGroup'>['body']>({
      query: (body) => contractRequest('createGroup', { body }),
      invalidatesTags: [LIST],
    }),
    updateGroup: build.mutation<Group, GroupChange>({
      query: ({ id, body }) => contractRequest('updateGroup', { params: { id }, body }),
      invalidatesTags: (_result, _error, { id }) => [groupTag(id), LIST],
    }),
    /** Its assignments go with it, and waiting work is withdrawn: those lists refetch too. */
    deleteGroup: build.mutation<ResultOf<'deleteGroup'>, string>({
      query: (id) => contractRequest('deleteGroup', { params: { id } }),
      invalidatesTags: (result) => (result ? [LIST, 'Assignment', 'Submission'] : []),
    }),
    listGroupMembers: build.infiniteQuery<Page<GroupMember>, MembersArg, number>({
      infiniteQueryOptions: paging<GroupMember>(),
      query: ({ queryArg: { id, invite }, pageParam }) =>
        contractRequest('groupMembers', { params: { id }, query: { ...pageQuery(pageParam), ...(invite ? { invite } : {}) } }),
      transformResponse: (items: ResultOf<'groupMembers'>, meta) => toPage(items, meta),
      providesTags: (_result, _error, { id }) => [groupTag(id)],
    }),
    setMemberRole: build.mutation<GroupMember, MemberRef & RequestFor<'setMemberRole'>['body']>({
      query: ({ id, uid, role }) => contractRequest('setMemberRole', { params: { id, uid }, body: { role } }),
      invalidatesTags: (_result, _error, { id }) => [groupTag(id), LIST],
    }),
    /**
     * Removes a member, or (the caller's own uid) leaves the group. Leaving refreshes only the
     * list: the group's own page is on its way out, and a refetch there could only answer 404.
     */
    removeMember: build.mutation<ResultOf<'removeMember'>, MemberRef & { leaving?: boolean }>({
      query: ({ id, uid }) => contractRequest('removeMember', { params: { id, uid } }),
      invalidatesTags: (_result, _error, { id, leaving }) => (leaving ? [LIST, 'Assignment', 'Submission'] : [groupTag(id), LIST]),
    }),
    transferGroup: build.mutation<Group, MemberRef>({
      query: ({ id, uid }) => contractRequest('transferGroup', { params: { id }, body: { uid } }),
      invalidatesTags: (_result, _error, { id }) => [groupTag(id), LIST],
    }),
    listGroupInvites: build.infiniteQuery<Page<GroupInvite>, string, number>({
      infiniteQueryOptions: paging<GroupInvite>(),
      query: ({ queryArg: id, pageParam }) => contractRequest('groupInvites', { params: { id }, query: pageQuery(pageParam) }),
      transformResponse: (items: ResultOf<'groupInvites'>, meta) => toPage(items, meta),
      providesTags: (_result, _error, id) => [groupTag(id)],
    }),
    createInvite: build.mutation<GroupInvite, { id: string; body: RequestFor<'createInvite'>['body'] }>({
      query: ({ id, body }) => contractRequest('createInvite', { params: { id }, body }),
      invalidatesTags: (_result, _error, { id }) => [groupTag(id)],
    }),
    revokeInvite: build.mutation<GroupInvite, { id: string; invite: string }>({
      query: ({ id, invite }) => contractRequest('revokeInvite', { params: { id, invite } }),
      invalidatesTags: (_result, _error, { id }) => [groupTag(id)],
    }),
    getInvite: build.query<InvitePreview, InviteArg>({
      query: ({ token }) => contractRequest('getInvite', { params: { token } }),
    }),
    acceptInvite: build.mutation<Group, string>({
      query: (token) => contractRequest('acceptInvite', { params: { token } }),
      invalidatesTags: (result) => (result ? [LIST, groupTag(result._id), 'Assignment', 'Submission'] : []),
    }),
    /** The group's assignments (members only), newest first. */
    listGroupAssignments: build.infiniteQuery<Page<Assignment>, string, number>({
      infiniteQueryOptions: paging<Assignment>(),
      query: ({ queryArg: group, pageParam }) => contractRequest('listAssignments', { query: { group, ...pageQuery(pageParam) } }),
      transformResponse: (items: ResultOf<'listAssignments'>, meta) => toPage(items, meta),
      providesTags: ['Assignment'],
    }),
    /** The group's work waiting for a mark (a mark in the grading area invalidates 'Submission'). */
    listGroupPending: build.infiniteQuery<Page<Submission>, string, number>({
      infiniteQueryOptions: paging<Submission>(),
      query: ({ queryArg: group, pageParam }) => contractRequest('pendingSubmissions', { query: { group, ...pageQuery(pageParam) } }),
      transformResponse: (items: ResultOf<'pendingSubmissions'>, meta) => toPage(items, meta),
      providesTags: ['Submission'],
    }),
  }),
});

export const {
  useListMyGroupsInfiniteQuery,
  useGetGroupQuery,
  useCreateGroupMutation,
  useUpdateGroupMutation,
  useDeleteGroupMutation,
  useListGroupMembersInfiniteQuery,
  useSetMemberRoleMutation,
  useRemoveMemberMutation,
  useTransferGroupMutation,
  useListGroupInvitesInfiniteQuery,
  useCreateInviteMutation,
  useRevokeInviteMutation,
  useGetInviteQuery,
  useAcceptInviteMutation,
  useListGroupAssignmentsInfiniteQuery,
  useListGroupPendingInfiniteQuery,
} = groupsApi;
