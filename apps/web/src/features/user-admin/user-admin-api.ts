import type { CreateStaffBody, MemberDetail, MemberListItem, MemberSort, Paged, StaffMember, StaffRole } from '@cho-gundam/contracts';
import { baseApi } from '@/shared/api/base-api';

// FlagGroups / FlagTarget: the flags queue, whose reports against a member a lock resolves (tags, not its API)
const api = baseApi.enhanceEndpoints({ addTagTypes: ['ModMembers', 'ModMember', 'Staff', 'FlagGroups', 'FlagTarget'] });

export interface MemberSearchArgs {
  q?: string;
  role?: string;
  status?: string;
  sort?: MemberSort;
  page: number;
  page_size: number;
}

/** Moderator user management and admin staff accounts (docs/domain/back-office.md). */
export const userAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    members: build.query<Paged<MemberListItem>, MemberSearchArgs>({
      query: (q) => ({ url: '/moderator/users', query: { ...q } }),
      providesTags: ['ModMembers'],
    }),
    member: build.query<MemberDetail, string>({
      query: (id) => `/moderator/users/${id}`,
      providesTags: (_r, _e, id) => [{ type: 'ModMember', id }],
    }),
    lockMember: build.mutation<MemberListItem, { id: string; reason: string }>({
      query: ({ id, reason }) => ({ url: `/moderator/users/${id}/lock`, method: 'POST', body: { reason } }),
      invalidatesTags: (_r, _e, { id }) => ['ModMembers', 'Staff', { type: 'ModMember', id }, 'FlagGroups', 'FlagTarget'],
    }),
    unlockMember: build.mutation<MemberListItem, { id: string; reason?: string }>({
      query: ({ id, reason }) => ({ url: `/moderator/users/${id}/unlock`, method: 'POST', body: reason ? { reason } : {} }),
      invalidatesTags: (_r, _e, { id }) => ['ModMembers', 'Staff', { type: 'ModMember', id }],
    }),
    warnMember: build.mutation<void, { id: string; message: string }>({
      query: ({ id, message }) => ({ url: `/moderator/users/${id}/warn`, method: 'POST', body: { message } }),
      invalidatesTags: (_r, _e, { id }) => [{ type: 'ModMember', id }],
    }),
    staff: build.query<Paged<StaffMember>, MemberSearchArgs>({
      query: (q) => ({ url: '/admin/staff', query: { ...q } }),
      providesTags: ['Staff'],
    }),
    createStaff: build.mutation<StaffMember, CreateStaffBody>({
      query: (body) => ({ url: '/admin/staff', method: 'POST', body: { ...body } }),
      invalidatesTags: ['Staff', 'ModMembers'],
    }),
    reinviteStaff: build.mutation<StaffMember, string>({
      query: (id) => ({ url: `/admin/staff/${id}/invite`, method: 'POST' }),
      invalidatesTags: ['Staff'],
    }),
    changeStaffRole: build.mutation<StaffMember, { id: string; role: StaffRole }>({
      query: ({ id, role }) => ({ url: `/admin/staff/${id}/role`, method: 'POST', body: { role } }),
      invalidatesTags: (_r, _e, { id }) => ['Staff', 'ModMembers', { type: 'ModMember', id }],
    }),
    disableStaff: build.mutation<StaffMember, { id: string; reason: string }>({
      query: ({ id, reason }) => ({ url: `/admin/staff/${id}/disable`, method: 'POST', body: { reason } }),
      invalidatesTags: (_r, _e, { id }) => ['Staff', 'ModMembers', { type: 'ModMember', id }],
    }),
    enableStaff: build.mutation<StaffMember, string>({
      query: (id) => ({ url: `/admin/staff/${id}/enable`, method: 'POST' }),
      invalidatesTags: (_r, _e, id) => ['Staff', 'ModMembers', { type: 'ModMember', id }],
    }),
  }),
});

export const {
  useMembersQuery,
  useMemberQuery,
  useLockMemberMutation,
  useUnlockMemberMutation,
  useWarnMemberMutation,
  useStaffQuery,
  useCreateStaffMutation,
  useReinviteStaffMutation,
  useChangeStaffRoleMutation,
  useDisableStaffMutation,
  useEnableStaffMutation,
} = userAdminApi;
