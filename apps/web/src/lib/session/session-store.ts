import { readAccessClaims } from "./jwt";
import type { Session } from "./session";
import type { SessionCodec } from "./session-codec";

export const SESSION_STORAGE_KEY = "care.session";
/** Per tab: the login page of this tab shows why the session ended, once. */
const NOTICE_KEY = "care.logoutNotice";

type Listener = (session: Session | null) => void;

/**
 * The signed-in user, in memory for synchronous reads (guards, the API client) and in localStorage, encoded by
 * the codec, so a reload or another tab finds it. Writes are chained so an older encryption can never land
 * after a newer one.
 */
export class SessionStore {
  private session: Session | null = null;
  private listeners = new Set<Listener>();
  private writes: Promise<void> = Promise.resolve();

  constructor(
    private readonly storage: Storage,
    private readonly codec: SessionCodec,
    private readonly tabStorage: Storage | undefined = typeof sessionStorage === "undefined"
      ? undefined
      : sessionStorage,
  ) {}

  /** Reads the stored session once at start (before the first render) and after another tab changed it. */
  async load(): Promise<Session | null> {
    const raw = this.storage.getItem(SESSION_STORAGE_KEY);
    let next: Session | null = null;
    if (raw) {
      const plain = await this.codec.decode(raw);
      next = plain ? parseSession(plain) : null;
      // Unreadable (another install's key, or tampered): forget it rather than fail every start.
      if (!next) this.storage.removeItem(SESSION_STORAGE_KEY);
    }
    this.session = next;
    this.emit();
    return next;
  }

  /** Re-reads storage once this tab's own pending writes have landed (so it never reads its own stale value). */
  async reload(): Promise<Session | null> {
    await this.writes;
    return this.load();
  }

  get(): Session | null {
    return this.session;
  }

  set(session: Session): void {
    this.session = session;
    this.persist(session);
    this.emit();
  }

  /**
   * Sign-in: the session becomes visible (and the guards move on) only once it is in storage, so a reload right
   * after signing in cannot find an empty slot while the first encryption (key creation included) is running.
   */
  async setDurably(session: Session): Promise<void> {
    this.persist(session);
    await this.writes;
    this.session = session;
    this.emit();
  }

  /**
   * A refreshed pair. Its access token describes the account as it is now: a role or facility change ends the old
   * token at once (issue 25 item 3) and the refresh brings the new roles, so the menus and guards follow them. The
   * user id and email stay (an email change ends the session instead).
   */
  updateTokens(accessToken: string, refreshToken: string): void {
    if (!this.session) return;
    const claims = readAccessClaims(accessToken);
    const current = claims?.sub === this.session.userId ? claims : null;
    const was = this.session;
    // An unchanged value keeps its object: whatever depends on the roles, facility or name (routes, guards, a form's
    // defaults) must not start again because a token was refreshed.
    const kept = <T>(old: T, next: T): T => (JSON.stringify(old) === JSON.stringify(next) ? old : next);
    this.set({
      ...was,
      accessToken,
      refreshToken,
      ...(current
        ? {
            userRole: kept(was.userRole, current.roles),
            facilityInfo: kept(was.facilityInfo, current.facility_info),
            userName: kept(was.userName, current.name),
          }
        : {}),
    });
  }

  /** Ends the session locally; the reason is kept for this tab's login page. */
  clear(reason?: string): void {
    if (reason) this.tabStorage?.setItem(NOTICE_KEY, reason);
    const had = this.session !== null;
    this.session = null;
    this.persist(null);
    if (had) this.emit();
  }

  /** The reason the last session of this tab ended, removed once read. */
  takeLogoutNotice(): string | null {
    const notice = this.tabStorage?.getItem(NOTICE_KEY) ?? null;
    this.tabStorage?.removeItem(NOTICE_KEY);
    return notice;
  }

  peekLogoutNotice(): string | null {
    return this.tabStorage?.getItem(NOTICE_KEY) ?? null;
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Resolves when every write so far is in storage (logout waits for it before leaving the page). */
  flush(): Promise<void> {
    return this.writes;
  }

  private persist(session: Session | null): void {
    this.writes = this.writes.then(async () => {
      if (!session) {
        this.storage.removeItem(SESSION_STORAGE_KEY);
        return;
      }
      try {
        this.storage.setItem(SESSION_STORAGE_KEY, await this.codec.encode(JSON.stringify(session)));
      } catch {
        // Storage full or crypto failure: the session still lives in memory for this tab.
      }
    });
  }

  private emit(): void {
    for (const l of this.listeners) l(this.session);
  }
}

function parseSession(plain: string): Session | null {
  try {
    const s = JSON.parse(plain) as Partial<Session>;
    if (typeof s.accessToken !== "string" || typeof s.refreshToken !== "string" || typeof s.userId !== "string") {
      return null;
    }
    return {
      email: s.email ?? "",
      accessToken: s.accessToken,
      refreshToken: s.refreshToken,
      userName: s.userName ?? { first_name: "", middle_name: null, last_name: "" },
      userId: s.userId,
      userRole: Array.isArray(s.userRole) ? s.userRole : [],
      facilityInfo: s.facilityInfo ?? null,
      passwordCreated: s.passwordCreated ?? null,
    };
  } catch {
    return null;
  }
}
