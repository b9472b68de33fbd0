import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import type { Role } from '@cho-gundam/contracts';
import { safeRedirect, useCurrentUser, useSession } from '@/features/session';
import { PageLoader } from '@/shared/ui/page-loader';

/** `/member/login?redirect=<where the person wanted to go>` */
function LoginRedirect() {
  const { pathname, search } = useLocation();
  const { signedOutFrom } = useSession();
  // someone who just pressed "Đăng xuất" on a member page goes home, not to the sign-in form
  if (signedOutFrom === pathname) return <Navigate to="/" replace />;
  return <Navigate to={`/member/login?redirect=${encodeURIComponent(pathname + search)}`} replace />;
}

/** Member pages: a guest is sent to sign in and comes back afterwards. */
export function RequireSignIn({ children }: { children?: ReactNode }) {
  const { status } = useSession();
  const user = useCurrentUser();
  if (status === 'checking') return <PageLoader />;
  if (!user) return <LoginRedirect />;
  return children ?? <Outlet />;
}

interface RequireRoleProps {
  roles: Role[];
  /** where a signed-in person without the role goes: the shop registration, or a not-found page */
  otherwise: 'register-shop' | 'not-found';
  children?: ReactNode;
}

/**
 * Shop and back-office areas. A signed-in person without the role does not learn that a back office
 * exists (not-found page); a member opening the shop area is offered the shop registration.
 */
export function RequireRole({ roles, otherwise, children }: RequireRoleProps) {
  const { status } = useSession();
  const user = useCurrentUser();
  if (status === 'checking') return <PageLoader />;
  if (!user) return <LoginRedirect />;
  // `/error` is the storefront's not-found page, with the navbar to find the way back
  if (!roles.includes(user.role)) return <Navigate to={otherwise === 'register-shop' ? '/register-shop' : '/error'} replace />;
  return children ?? <Outlet />;
}

/** An OAuth answer in the URL (`state` with `id_token` or `error`): the sign-in popup must relay it. */
function carriesOAuthAnswer({ hash, search }: { hash: string; search: string }) {
  return [hash, search].some((part) => {
    const p = new URLSearchParams(part.replace(/^[#?]/, ''));
    return p.has('state') && (p.has('id_token') || p.has('error'));
  });
}

/** Sign-in and sign-up: a signed-in person goes to `redirect` (when it is ours) or home. */
export function GuestOnly({ children }: { children?: ReactNode }) {
  const { status } = useSession();
  const user = useCurrentUser();
  const location = useLocation();
  const [params] = useSearchParams();
  if (carriesOAuthAnswer(location)) return children ?? <Outlet />;
  if (status === 'checking') return <PageLoader />;
  if (user) return <Navigate to={safeRedirect(params.get('redirect'))} replace />;
  return children ?? <Outlet />;
}

/** Seed S2.11: staff landing on the storefront are taken to their own area. */
export function StaffRedirect({ children }: { children: ReactNode }) {
  const user = useCurrentUser();
  if (user?.role === 'admin') return <Navigate to="/admin" replace />;
  if (user?.role === 'moderator') return <Navigate to="/moderator" replace />;
  return children;
}
