import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '@/shared/ui/toast';
import { useSession } from './use-session';

/** "Đăng xuất": revoke on the server, clear this device, go home. */
export function useSignOut() {
  const { signOut } = useSession();
  const navigate = useNavigate();
  return useCallback(async () => {
    await signOut();
    navigate('/', { replace: true });
    toast.success({ title: 'Bạn đã đăng xuất' });
  }, [signOut, navigate]);
}
