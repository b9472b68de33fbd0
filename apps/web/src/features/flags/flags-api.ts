import type {
  FlagCreateBody,
  FlagCreated,
  FlagDecisionBody,
  FlagDecisionResponse,
  FlagGroupsResponse,
  FlagQueueSort,
  FlagStatus,
  FlagTargetDetail,
  FlagTargetType,
} from '@cho-gundam/contracts';
import { baseApi } from '@/shared/api/base-api';

// ModMembers / ModMember: user management's lists, which a lock decision changes (tags, not its API)
const api = baseApi.enhanceEndpoints({ addTagTypes: ['FlagGroups', 'FlagTarget', 'ModMembers', 'ModMember'] });

export interface FlagGroupsArgs {
  status: FlagStatus;
  target_type?: FlagTargetType;
  sort?: FlagQueueSort;
  page: number;
  page_size: number;
}
export interface FlagTargetKey {
  target_type: FlagTargetType;
  target_id: string;
}

/** Flags ("Báo cáo vi phạm"): a member's report, the moderators' queue, a target's reports, a decision. */
export const flagsApi = api.injectEndpoints({
  endpoints: (build) => ({
    reportFlag: build.mutation<FlagCreated, FlagCreateBody>({
      query: (body) => ({ url: '/flags', method: 'POST', body: { ...body } }),
      invalidatesTags: ['FlagGroups'],
    }),
    flagGroups: build.query<FlagGroupsResponse, FlagGroupsArgs>({
      query: (q) => ({ url: '/moderator/flags', query: { ...q } }),
      providesTags: ['FlagGroups'],
    }),
    flagTarget: build.query<FlagTargetDetail, FlagTargetKey>({
      query: (k) => `/moderator/flags/${k.target_type}/${encodeURIComponent(k.target_id)}`,
      providesTags: (_r, _e, k) => [{ type: 'FlagTarget', id: `${k.target_type}:${k.target_id}` }],
    }),
    decideFlag: build.mutation<FlagDecisionResponse, FlagTargetKey & FlagDecisionBody>({
      query: ({ target_type, target_id, ...body }) => ({
        url: `/moderator/flags/${target_type}/${encodeURIComponent(target_id)}/decision`,
        method: 'POST',
        body: { ...body },
      }),
      invalidatesTags: (_r, _e, k) => [
        'FlagGroups',
        { type: 'FlagTarget', id: `${k.target_type}:${k.target_id}` },
        ...(k.decision === 'lock' ? (['ModMembers', 'ModMember'] as const) : []),
      ],
    }),
  }),
});

export const { useReportFlagMutation, useFlagGroupsQuery, useFlagTargetQuery, useDecideFlagMutation } = flagsApi;
