import type { AuthResponse, OtpSentResponse, PublicConfig, User } from '@cho-gundam/contracts';
import { baseApi } from '@/shared/api/base-api';

/** Sign-in, registration and the public configuration (seed §7 paths, under /api/v1). */
export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    publicConfig: build.query<PublicConfig, void>({
      query: () => '/config',
      keepUnusedDataFor: 3600,
    }),
    checkEmail: build.mutation<{ exists: boolean }, { email: string }>({
      query: (body) => ({ url: '/check-email', method: 'POST', body: { ...body } }),
    }),
    generateEmailOtp: build.mutation<OtpSentResponse, { email: string }>({
      query: (body) => ({ url: '/otp/email/generate', method: 'POST', body: { ...body } }),
    }),
    verifyEmailOtp: build.mutation<{ verified: true }, { email: string; otp_code: string }>({
      query: (body) => ({ url: '/otp/email/verify', method: 'POST', body: { ...body } }),
    }),
    register: build.mutation<User, { email: string; full_name: string; password: string }>({
      query: (body) => ({ url: '/users', method: 'POST', body: { ...body } }),
    }),
    login: build.mutation<AuthResponse, { email: string; password: string }>({
      query: (body) => ({ url: '/auth/login', method: 'POST', body: { ...body } }),
    }),
    googleLogin: build.mutation<AuthResponse, { id_token: string }>({
      query: (body) => ({ url: '/auth/google-login', method: 'POST', body: { ...body } }),
    }),
  }),
});

export const {
  usePublicConfigQuery,
  useCheckEmailMutation,
  useGenerateEmailOtpMutation,
  useVerifyEmailOtpMutation,
  useRegisterMutation,
  useLoginMutation,
  useGoogleLoginMutation,
} = authApi;
