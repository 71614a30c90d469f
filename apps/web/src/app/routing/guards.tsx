import { hasAnyRole, type StaffRole } from "@care/contracts";
import type { ReactNode } from "react";
import { Navigate, Outlet, useParams } from "react-router";
import { useAuth } from "../../lib/auth/auth-context";
import { NotFoundPage } from "../../lib/errors/NotFoundPage";
import { UnauthorizedPage } from "../../lib/errors/UnauthorizedPage";
import { landingPath, sessionPrimaryRole } from "../../lib/session/session";
import { PATHS } from "../../lib/routing/paths";
import { ROUTE_ROLES } from "../../lib/routing/route-roles";
import { findSeniorTab } from "../../lib/routing/senior-tabs";

/** Sign-in screens: a signed-in user goes to the role's default page instead. */
export function PublicOnly(): ReactNode {
  const { session } = useAuth();
  if (session) return <Navigate to={landingPath(session)} replace />;
  return <Outlet />;
}

/** Everything else needs a stored user; without one, the login page. */
export function RequireAuth(): ReactNode {
  const { session } = useAuth();
  if (!session) return <Navigate to={PATHS.login} replace />;
  return <Outlet />;
}

/** Role check of one route, case-insensitive through hasAnyRole/normalizeRole. */
export function RequireRoles({ roles, children }: { roles: readonly StaffRole[]; children?: ReactNode }): ReactNode {
  const { roles: userRoles } = useAuth();
  if (!hasAnyRole(userRoles, roles)) return <UnauthorizedPage />;
  return children ?? <Outlet />;
}

/** '/': an agency agent goes to the agency landing page (spec 1 §2 exception); others need a home role. */
export function HomeGate({ children }: { children: ReactNode }): ReactNode {
  const { session, roles } = useAuth();
  if (session && sessionPrimaryRole(session) === "FACILITY_AGENT")
    return <Navigate to={landingPath(session)} replace />;
  if (!hasAnyRole(roles, ROUTE_ROLES.home)) return <UnauthorizedPage />;
  return children;
}

/**
 * A senior tab: unknown tabs are not found; a warehouse employee is sent to their home section (onboarding info,
 * spec 1 §2); other roles need the tab's own roles (spec 2 §2 "Tab visibility").
 */
export function SeniorTabGuard({ children }: { children: ReactNode }): ReactNode {
  const { seniorId = "", accountId = "", timezone = "", tab } = useParams();
  const { session, roles, roleConfig } = useAuth();
  const spec = findSeniorTab(tab);
  if (!spec) return <NotFoundPage />;
  if (hasAnyRole(roles, spec.roles)) return children;
  if (session && sessionPrimaryRole(session) === "WarehouseEmployee" && roleConfig) {
    const home = roleConfig.defaultHomeRoute;
    return (
      <Navigate
        to={`${PATHS.senior}/${encodeURIComponent(seniorId)}/${encodeURIComponent(accountId)}/${timezone}/${home}?tab=${home}`}
        replace
      />
    );
  }
  return <UnauthorizedPage />;
}
