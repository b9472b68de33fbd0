import { useCallback, useEffect } from 'react';
import type { OtpSentResponse, Session, User } from '@cho-gundam/contracts';
import { refreshHttpResource, updateHttpResource, useHttpResource } from '@/shared/hooks/use-http-resource';
import { http } from '@/shared/lib/http';
import { useAppDispatch } from '@/shared/store/hooks';
import { updateUserProfile } from '@/shared/store/user-events';

// The account page's reads and commands go through the shell's HTTP client, not RTK Query, whose
// runtime (~13 KB gzip) would otherwise come with the page (issue 13). Failures throw the client's
// HttpError (status, code, message, details), which shared/lib/form-helpers.ts reads.

const ME = '/users/me';
const sessionsPath = (userId: string) => `/users/${userId}/sessions`;

/**
 * The signed-in person as the server has it, read on every visit to the page (`null`: no one to ask
 * about); every answer replaces the signed-in user in the store (seed §4 updateUserProfile).
 */
export function useMe(signedIn: boolean) {
  const me = useHttpResource<User>(signedIn ? ME : null, 0);
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (me.currentData) dispatch(updateUserProfile(me.currentData));
  }, [me.currentData, dispatch]);
  return me;
}

/** After a change to the profile (or a read of it): the server's answer replaces the user in the store and on the page. */
function useProfileChange<A extends unknown[]>(send: (...args: A) => Promise<User>) {
  const dispatch = useAppDispatch();
  return useCallback(
    async (...args: A) => {
      const user = await send(...args);
      dispatch(updateUserProfile(user));
      updateHttpResource<User>(ME, () => user);
      return user;
    },
    [send, dispatch],
  );
}

const getMe = () => http.get<User>(ME);
const putFullName = (userId: string, full_name: string) => http.put<User>(`/users/${userId}`, { full_name });
const patchAvatar = (userId: string, file: File) => {
  const body = new FormData();
  body.append('avatar', file, file.name);
  return http.patch<User>(`/users/${userId}/avatar`, body);
};
const postPhoneCode = (body: { user_id: string; phone_number: string; otp_code: string }) =>
  http.post<User>('/otp/phone-number/verify', { ...body });

/** `PUT /users/{id} {full_name}`. */
export const useUpdateFullName = () => useProfileChange(putFullName);
/** `PATCH /users/{id}/avatar` (multipart, field `avatar`). */
export const useUploadAvatar = () => useProfileChange(patchAvatar);
/** `POST /otp/phone-number/verify`: the code sent to the number; the number becomes the account's, verified. */
export const useVerifyPhoneCode = () => useProfileChange(postPhoneCode);

/** `POST /otp/phone-number/generate`: a 6-digit code by SMS. */
export const sendPhoneCode = (phone_number: string) => http.post<OtpSentResponse>('/otp/phone-number/generate', { phone_number });

/** Read the signed-in person again (their role changed on the server: a shop was opened) into the store. */
export const useReadMeAgain = () => useProfileChange(getMe);

/** Every device signed in to the account, read on every visit. */
export const useSessions = (userId: string) => useHttpResource<Session[]>(sessionsPath(userId), 0);

/** `POST /users/{id}/password`: the server signs the other devices out, so the list is read again. */
export async function changePassword(userId: string, body: { current_password?: string; new_password: string }) {
  try {
    await http.post<void>(`/users/${userId}/password`, body);
  } finally {
    refreshHttpResource(sessionsPath(userId));
  }
}

/** `DELETE /users/{id}/sessions/{sessionId}`: that device is signed out; the list is read again. */
export async function revokeSession(userId: string, sessionId: string) {
  try {
    await http.delete<void>(`/users/${userId}/sessions/${sessionId}`);
  } finally {
    refreshHttpResource(sessionsPath(userId));
  }
}
