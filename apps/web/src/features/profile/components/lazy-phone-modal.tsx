import { lazy, Suspense } from 'react';
import type { User } from '@cho-gundam/contracts';
import { useLazyDrawer } from '@/shared/hooks/use-lazy-drawer';

// antd's Modal (with its dialog engine) and the dialog's two forms load with the first click on
// "Thêm số điện thoại", "Thay đổi" or "Xác thực số điện thoại", not with the page (issue 13)
const loadPhoneModal = () => import('./phone-modal');
const PhoneModal = lazy(() => loadPhoneModal().then((m) => ({ default: m.PhoneModal })));

/**
 * The phone dialog's state: `show()` loads its code first (`loading` makes the button spin meanwhile),
 * then opens it; once opened it stays mounted, so it can close and open again at once.
 */
export const usePhoneModal = () => useLazyDrawer(loadPhoneModal);

/** The phone dialog (phone-modal.tsx), mounted from its first opening. */
export function LazyPhoneModal({ state, user }: { state: ReturnType<typeof usePhoneModal>; user: User }) {
  if (!state.used) return null;
  return (
    <Suspense fallback={null}>
      <PhoneModal open={state.open} user={user} onClose={state.hide} />
    </Suspense>
  );
}
