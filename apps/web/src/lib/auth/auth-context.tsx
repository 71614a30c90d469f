import {
  authRoutes,
  mergedPrivileges,
  ROLE_CONFIG,
  type CareInsightPrivileges,
  type RoleConfig,
} from "@care/contracts";
import { createContext, useCallback, useContext, useMemo, useState, useSyncExternalStore, type ReactNode } from "react";
import { useServices } from "../services";
import { LOGOUT_REASONS } from "../session/logout-reasons";
import { PATHS } from "../routing/paths";
import { effectiveRoles, landingPath, sessionPrimaryRole, type Session } from "../session/session";

/**
 * A first login with a forced reset: the tokens and the temporary password are held in memory only, long enough
 * for /choose-password to change the password. They are never stored and the user is not signed in.
 */
export interface PendingPasswordChange {
  email: string;
  accessToken: string;
  oldPassword: string;
}

export interface AuthState {
  session: Session | null;
  /** Roles the guards compare (a session without roles counts as a care agent). */
  roles: string[];
  roleConfig: RoleConfig | null;
  privileges: CareInsightPrivileges | null;
  /** Stores the session, then makes it current (resolves once a reload would find it). */
  signIn(session: Session): Promise<void>;
  /** Calls the API's logout (form-encoded) and clears the session even when that call fails. */
  logout(reason?: string): Promise<void>;
  pendingPasswordChange: PendingPasswordChange | null;
  setPendingPasswordChange(value: PendingPasswordChange | null): void;
}

const AuthContext = createContext<AuthState | null>(null);

export function AuthProvider({ children }: { children: ReactNode }): ReactNode {
  const { session: store, api } = useServices();
  const session = useSyncExternalStore(
    useCallback((cb: () => void) => store.subscribe(cb), [store]),
    () => store.get(),
  );
  const [pendingPasswordChange, setPendingPasswordChange] = useState<PendingPasswordChange | null>(null);

  const logout = useCallback(
    async (reason: string = LOGOUT_REASONS.user): Promise<void> => {
      const current = store.get();
      if (current) {
        try {
          await api.request(authRoutes.logout.method, authRoutes.logout.path, {
            auth: false,
            silent: true,
            form: { refresh_token: current.refreshToken, email: current.email },
          });
        } catch {
          // Spec 1 §4: if the logout call fails, local storage is cleared anyway.
        }
      }
      store.clear(reason);
      await store.flush();
    },
    [api, store],
  );

  const value = useMemo<AuthState>(() => {
    const roles = session ? effectiveRoles(session) : [];
    return {
      session,
      roles,
      roleConfig: session ? ROLE_CONFIG[sessionPrimaryRole(session)] : null,
      privileges: session ? mergedPrivileges(roles) : null,
      signIn: (s) => store.setDurably(s),
      logout,
      pendingPasswordChange,
      setPendingPasswordChange,
    };
  }, [session, store, logout, pendingPasswordChange]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error("useAuth outside AuthProvider");
  return auth;
}

/** The signed-in session; only for components rendered behind the RequireAuth guard. */
export function useSession(): Session {
  const { session } = useAuth();
  if (!session) throw new Error("useSession without a session");
  return session;
}

/**
 * Where 'Home' leads the signed-in user: the role's own landing page (landingPath: ROLE_CONFIG's default page, an
 * agency agent's with its facility id), never a page the role may not open. A visitor gets '/', which the guards
 * send to the login page. Breadcrumbs, the 404 page's Go to Home and the brand link all use it.
 */
export function useLandingPath(): string {
  const { session } = useAuth();
  return session ? landingPath(session) : PATHS.home;
}
