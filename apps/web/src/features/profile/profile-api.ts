import type { OtpSentResponse, Session, User } from '@cho-gundam/contracts';
import { baseApi } from '@/shared/api/base-api';
import { updateUserProfile } from '@/shared/store/user-events';

/** After any change to the profile the signed-in user in the store is replaced (seed §4 updateUserProfile). */
async function syncUser({ dispatch, queryFulfilled }: { dispatch: (a: unknown) => unknown; queryFulfilled: Promise<{ data: User }> }) {
  try {
    const { data } = await queryFulfilled;
    dispatch(updateUserProfile(data));
    dispatch(profileApi.util.upsertQueryData('me', undefined, data));
  } catch {
    /* the caller shows the error */
  }
}

export const profileApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    me: build.query<User, void>({
      query: () => '/users/me',
      providesTags: ['Me'],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(updateUserProfile(data));
        } catch {
          /* the page shows the stored user */
        }
      },
    }),
    updateProfile: build.mutation<User, { userId: string; full_name: string }>({
      query: ({ userId, full_name }) => ({ url: `/users/${userId}`, method: 'PUT', body: { full_name } }),
      onQueryStarted: (_a, api) => syncUser(api),
    }),
    uploadAvatar: build.mutation<User, { userId: string; file: File }>({
      query: ({ userId, file }) => {
        const body = new FormData();
        body.append('avatar', file, file.name);
        return { url: `/users/${userId}/avatar`, method: 'PATCH', body };
      },
      onQueryStarted: (_a, api) => syncUser(api),
    }),
    generatePhoneOtp: build.mutation<OtpSentResponse, { phone_number: string }>({
      query: (body) => ({ url: '/otp/phone-number/generate', method: 'POST', body: { ...body } }),
    }),
    verifyPhoneOtp: build.mutation<User, { user_id: string; phone_number: string; otp_code: string }>({
      query: (body) => ({ url: '/otp/phone-number/verify', method: 'POST', body: { ...body } }),
      onQueryStarted: (_a, api) => syncUser(api),
    }),
    changePassword: build.mutation<void, { userId: string; current_password?: string; new_password: string }>({
      query: ({ userId, ...body }) => ({ url: `/users/${userId}/password`, method: 'POST', body }),
      invalidatesTags: ['Sessions'],
    }),
    sessions: build.query<Session[], string>({
      query: (userId) => `/users/${userId}/sessions`,
      providesTags: ['Sessions'],
    }),
    revokeSession: build.mutation<void, { userId: string; sessionId: string }>({
      query: ({ userId, sessionId }) => ({ url: `/users/${userId}/sessions/${sessionId}`, method: 'DELETE' }),
      invalidatesTags: ['Sessions'],
    }),
  }),
});

export const {
  useMeQuery,
  useUpdateProfileMutation,
  useUploadAvatarMutation,
  useGeneratePhoneOtpMutation,
  useVerifyPhoneOtpMutation,
  useChangePasswordMutation,
  useSessionsQuery,
  useRevokeSessionMutation,
} = profileApi;
