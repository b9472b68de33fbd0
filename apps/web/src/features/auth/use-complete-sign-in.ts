import { useCallback } from 'react';
import { App } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import type { AuthResponse } from '@cho-gundam/contracts';
import { login } from '@/app/slices/auth-slice';
import { baseApi } from '@/shared/api/base-api';
import { useAppDispatch } from '@/shared/hooks/store';
import { storeAccessToken } from '@/shared/lib/http';
import { safeRedirect } from './redirect';

/**
 * What every successful sign-in (password or Google) does: keep the token (cookie + default
 * header), fill the auth slice, greet, and go to `?redirect=` when it is a path of this site.
 */
export function useCompleteSignIn() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { notification } = App.useApp();

  return useCallback(
    (res: AuthResponse) => {
      storeAccessToken(res.access_token);
      // nothing cached for a previous visitor may leak into this member's screens
      dispatch(baseApi.util.resetApiState());
      dispatch(login(res));
      notification.success({ title: 'Đăng nhập thành công', description: 'Chào mừng bạn đến với Chợ Gundam' });
      navigate(safeRedirect(params.get('redirect')), { replace: true });
    },
    [dispatch, navigate, notification, params],
  );
}
