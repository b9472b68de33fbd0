import type { OtpSentResponse, User } from '@cho-gundam/contracts';
import { baseApi } from '@/shared/api/base-api';

/** Registration (seed §7 paths, under /api/v1). Sign-in and the public configuration: sign-in-calls.ts. */
export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
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
  }),
});

export const { useCheckEmailMutation, useGenerateEmailOtpMutation, useVerifyEmailOtpMutation, useRegisterMutation } = authApi;
