import { useCallback } from 'react';
import { useApp } from '@/shared/ui/app-feedback';
import { useNavigate } from 'react-router';
import { useQueryParams } from '@/shared/hooks/use-query-params';
import type { AuthResponse } from '@cho-gundam/contracts';
import { forgetPreviousVisitor } from '@/shared/api/visitor-answers';
import { storeAccessToken } from '@/shared/lib/http';
import { useAppDispatch } from '@/shared/store/hooks';
import { safeRedirect } from './redirect';

/** Stores the signed-in person in the session (the page passes the session feature's `useSignIn()`). */
export type SignIn = (res: AuthResponse) => void;

/**
 * What every successful sign-in (password or Google) does: keep the token (cookie + default
 * header), fill the auth slice (`signIn`), greet, and go to `?redirect=` when it is a path of this site.
 */
export function useCompleteSignIn(signIn: SignIn) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { params } = useQueryParams();
  const { notification } = useApp();

  return useCallback(
    (res: AuthResponse) => {
      storeAccessToken(res.access_token);
      // nothing cached for a previous visitor may leak into this member's screens
      forgetPreviousVisitor(dispatch);
      signIn(res);
      notification.success({ title: 'Đăng nhập thành công', description: 'Chào mừng bạn đến với Chợ Gundam' });
      navigate(safeRedirect(params.get('redirect')), { replace: true });
    },
    [dispatch, signIn, navigate, notification, params],
  );
}
