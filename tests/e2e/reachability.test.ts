import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { screenshot, setupBrowser, withTab } from "./support/browser.js";
import { e2eQuery } from "./support/database.js";
import { DEMO, openLanding, portalUrl, signIn } from "./support/portal.js";
import { setupSignedInTabs } from "./support/signed-in.js";

// Issue 28 item 1: every screen a role may open is reachable by clicking from its landing page. Each role signs in
// (once, support/signed-in.ts), opens its landing page (the only address typed) and from there only clicks: the
// header navigation, the account menu, breadcrumbs, cards, buttons, links, table rows and tabs. Every screen its
// routes allow (spec 1 §2, spec 2 §2, spec 3 §2; apps/web/src/lib/routing/route-roles.ts and senior-tabs.ts) is
// written out below by hand; the walk must arrive at each, shown by its address, its heading and something only the
// built screen has. A screen that no click leads to fails the walk where it should have been reached; one the walk
// forgot fails the comparison with the list at the end.

const browser = setupBrowser();
const signedInTab = setupSignedInTabs(browser);

/** The public tile server of the location maps is unreachable from a sandboxed run (failed tile loads). */
const TILES_UNREACHABLE = [/Failed to load resource: net::ERR_/];
/** Long enough for the slowest screen's first data; a screen no click reaches fails after this. */
const STEP_MS = 15_000;
/** One walk visits up to 60 screens. */
const WALK_MS = 240_000;

/** The senior area's clinical tabs (spec 2 §2 "Tab visibility": Admin, care agent, wellness services). */
const CLINICAL_TABS = [
  "dashboard",
  "onboarding-info",
  "wellness-plan",
  "assessments",
  "scheduler",
  "call-schedule",
  "call-logs",
  "care-insights",
  "senior-location",
];
const TAB_LABELS: Record<string, string> = {
  dashboard: "Dashboard",
  "onboarding-info": "Onboarding Info",
  "wellness-plan": "Wellness Plan",
  assessments: "Assessments",
  scheduler: "Scheduler",
  "call-schedule": "Call Schedule",
  "call-logs": "Call Log",
  "care-insights": "Care Insights",
  "senior-location": "Location",
};
/** Onboarding info's sub-tabs: every one for the care team, the two without health data for the others. */
const CARE_TEAM_PROFILE = [
  "profile-info",
  "provider-info",
  "medical-info",
  "care-circle",
  "devices",
  "survey",
  "assessments",
];
const OTHER_PROFILE = ["profile-info", "devices"];
const PROFILE_LABELS: Record<string, string> = {
  "profile-info": "Profile Info",
  "provider-info": "Provider Info",
  "medical-info": "Medical Info",
  "care-circle": "Care Circle",
  devices: "Devices",
  survey: "Survey",
  assessments: "Assessments",
};
const seniorScreens = (tabs: string[], profile: string[]): string[] => [
  ...tabs.map((t) => `/senior/:senior/${t}`),
  ...profile.map((p) => `/senior/:senior/onboarding-info/${p}`),
];

/** The agency area (spec 1 §2): the list and home of every agency role; the rest by role. */
const AGENCY = {
  list: "/facility-management",
  home: "/facility-management/:facility",
  care: "/facility-management/:facility/facilityCare",
  zones: "/facility-management/:facility/facilityDashboard",
  responseTimes: "/facility-management/:facility/response-times",
  clients: "/facility-management/:facility/residents",
  client: "/facility-management/:facility/residents/:resident",
  wellness: "/facility-management/:facility/residents/:resident/wellnessData",
  location: "/facility-management/:facility/residents/:resident/location",
};
const RESIDENT_SCREENS = [AGENCY.clients, AGENCY.client, AGENCY.wellness, AGENCY.location];

/**
 * The admin pages (spec 1 §2) by their card on the admin index: the path, the page's heading and what only the built
 * page shows. The corporation page is reached from its list, not from a card.
 */
type Content = (page: Page) => Locator;
const table =
  (name: string): Content =>
  (page) =>
    page.getByRole("table", { name, exact: true });
const ADMIN_PAGES: Record<string, [path: string, heading: string, content: Content]> = {
  Announcement: ["announcement", "Announcement", table("Announcements")],
  "Care Insight Review": ["care-insight-review", "Care Insight Review", table("Care Insight Review")],
  "Corporate & Agencies": ["corporate-agencies", "Corporate & Agencies", table("Corporations")],
  Accounts: ["accounts", "Accounts", table("Staff accounts")],
  "Wellness Users": ["wellness-users", "Wellness Users", table("Member accounts")],
  "Corporate Users": ["corporate-users", "Corporate Users", table("Corporate Users")],
  "CW Member Records": ["cWMemberRecords-users", "CW Member Records", table("Member accounts")],
  "Agent Schedule": ["agent-schedule", "Agent Schedule", (page) => page.getByRole("region", { name: /^Calls of / })],
  "POA Review": ["poa-review", "POA Review", table("Power of attorney documents")],
  Assessment: ["assessment", "Assessment", table("Members")],
  "Holistic Assessment": ["holistic-assessment", "Holistic Assessment", table("Holistic Assessment versions")],
  "Medical Condition": ["medical-condition", "Medical Condition", table("Medical conditions")],
  "ADL Assessment": ["adl-assessment", "ADL Assessment", (page) => page.getByRole("tab", { name: "Lawton-Brody ADL" })],
  "Member Questionnaire": [
    "member-questionnaire",
    "Member Questionnaire",
    (page) => page.getByRole("tab", { name: "Member Questionnaire 1" }),
  ],
  "CI Range Milestones": ["ci-range-milestones", "CI Range Milestones", table("CI Range Milestones")],
  Assignment: ["assignment", "Coach Assignment", table("Members to assign")],
  "Senior Coach": ["senior-coach", "Wellness Coach Members", table("Members of the wellness coach")],
  "Agent Coach": ["agent-coach", "Wellness Coaches", (page) => page.getByLabel("Casey Rivera", { exact: true })],
  Reports: ["reports", "Reports", table("Reports")],
  // Issue 27 item 6's alarm response times (Admin, Admin_WellnessServices).
  "Response Times": ["response-times", "Response Times", (page) => page.getByLabel("From", { exact: true })],
  "Schedule Reports": [
    "schedule-reports",
    "Schedule Reports",
    (page) => page.getByRole("button", { name: "Add Schedule" }),
  ],
  "Admin Tools": ["adminTools", "Admin Tools", table("Audit log")],
  "Caregiver Mobile App Release": ["caregiver-MobileApp-release", "Caregiver Mobile App Release", table("Releases")],
  "Techuva Watch": ["techuva-Watch", "Techuva Watch", table("Techuva watches")],
  "UCLA Loneliness Assessment": [
    "uCLALoneliness-assessment",
    "UCLA Loneliness Assessment",
    table("UCLA Loneliness Assessment versions"),
  ],
  "Falls and Hospitalization Assessment": [
    "fallsAndHospitalization-assessment",
    "Falls and Hospitalization Assessment",
    table("Falls and Hospitalization Assessment versions"),
  ],
  "Home Safety Assessment": [
    "homeSafety-assessment",
    "Home Safety Assessment",
    table("Home Safety Assessment versions"),
  ],
  "Medication List": ["medication-list", "Medication List", table("Medication list")],
};
/** The cards each admin-area role finds on the admin index (ROUTE_ROLES of each page). */
const ADMIN_CARDS = {
  admin: Object.keys(ADMIN_PAGES),
  wellness: Object.keys(ADMIN_PAGES).filter((t) => t !== "Admin Tools"),
  bdm: [
    "Corporate & Agencies",
    "Wellness Users",
    "Corporate Users",
    "CW Member Records",
    "Reports",
    "Schedule Reports",
  ],
};
const adminScreens = (cards: string[]): string[] => [
  "/portal-admin",
  ...cards.map((c) => `/portal-admin/${ADMIN_PAGES[c]![0]}`),
  "/portal-admin/corporate-agencies/:corporation",
];

/** Every screen each role's routes allow, written out by role. */
const EXPECTED: Record<string, string[]> = {
  agent: [
    "/",
    "/care-dashboard",
    "/add-user",
    "/call-schedule",
    "/device-info",
    "/change-password",
    ...seniorScreens(CLINICAL_TABS, CARE_TEAM_PROFILE),
    "/senior/:senior/wellness-dashboard",
  ],
  warehouse: [
    "/",
    "/add-user",
    "/device-info",
    "/change-password",
    ...seniorScreens(["onboarding-info"], OTHER_PROFILE),
  ],
  // A BDM has no Clients card (spec 1 §2), so no client screens; the care dashboard of an agency is Admin's and the
  // facility agent's.
  bdm: [
    ...adminScreens(ADMIN_CARDS.bdm),
    "/",
    "/add-user",
    "/change-password",
    ...seniorScreens(["onboarding-info"], OTHER_PROFILE),
    AGENCY.list,
    AGENCY.home,
    AGENCY.zones,
  ],
  facility: [
    AGENCY.home,
    AGENCY.care,
    AGENCY.zones,
    AGENCY.responseTimes,
    ...RESIDENT_SCREENS,
    AGENCY.list,
    "/roster-import",
    "/add-user",
    "/change-password",
    ...seniorScreens(["onboarding-info"], CARE_TEAM_PROFILE),
  ],
  admin: [
    ...adminScreens(ADMIN_CARDS.admin),
    "/care-dashboard",
    "/roster-import",
    "/add-user",
    "/device-info",
    AGENCY.list,
    AGENCY.home,
    AGENCY.care,
    AGENCY.zones,
    AGENCY.responseTimes,
    ...RESIDENT_SCREENS,
    ...seniorScreens(CLINICAL_TABS, CARE_TEAM_PROFILE),
  ],
  wellness: [
    ...adminScreens(ADMIN_CARDS.wellness),
    "/roster-import",
    "/add-user",
    "/device-info",
    AGENCY.list,
    AGENCY.home,
    AGENCY.zones,
    AGENCY.responseTimes,
    ...RESIDENT_SCREENS,
    ...seniorScreens(CLINICAL_TABS, CARE_TEAM_PROFILE),
  ],
};

/** The clicks of one walk, and the screens it has arrived at. */
class Walk {
  readonly seen: string[] = [];
  constructor(
    readonly page: Page,
    readonly role: string,
  ) {
    page.setDefaultTimeout(STEP_MS);
  }

  /**
   * Asserts that the walk is on `screen`: the address (`path`, the screen's own unless it continues to a default
   * sub-path; ':senior' and ':resident' are three segments, any other ':name' one), the heading and what only the
   * built screen shows. The error names the screen, so a failure says which one could not be reached.
   */
  async at(screen: string, heading: string, content?: Locator, path = screen): Promise<void> {
    const pattern = new RegExp(
      `^${path.replace(/:(senior|resident)/, "[^/]+/[^/]+/[^/]+").replace(/:[a-z]+/g, "[^/]+")}/?$`,
    );
    try {
      await this.page.waitForURL((url) => pattern.test(url.pathname));
      await this.main.getByRole("heading", { level: 1, name: heading, exact: true }).waitFor();
      await content?.first().waitFor();
    } catch (err) {
      throw new Error(`could not reach ${screen} (heading '${heading}') by clicking; at ${this.page.url()}`, {
        cause: err,
      });
    }
    if (!this.seen.includes(screen)) this.seen.push(screen);
    await screenshot(this.page, `reach-${this.role}-${screen.replaceAll(/[/:]+/g, "-").replace(/^-/, "") || "home"}`);
  }

  get main(): Locator {
    return this.page.getByRole("main");
  }

  nav(label: string): Promise<void> {
    return this.page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: label, exact: true }).click();
  }

  crumb(label: string): Promise<void> {
    return this.page
      .getByRole("navigation", { name: "breadcrumb" })
      .getByRole("link", { name: label, exact: true })
      .click();
  }

  button(name: string): Promise<void> {
    return this.main.getByRole("button", { name, exact: true }).click();
  }

  link(name: string): Promise<void> {
    return this.main.getByRole("link", { name, exact: true }).click();
  }

  async accountMenu(item: string): Promise<void> {
    await this.page.getByRole("button", { name: "Account menu" }).click();
    await this.page.getByRole("menuitem", { name: item, exact: true }).click();
  }

  /** The admin index (header item Admin), then a card of one of its two groups. */
  async adminCard(title: string, group = "Admin pages"): Promise<void> {
    await this.nav("Admin");
    await this.at("/portal-admin", "Admin");
    await this.main.getByRole("region", { name: group }).getByRole("link", { name: title, exact: true }).click();
  }

  /**
   * Every admin page of `cards`, each from its card on the admin index. The index must offer exactly those: a new
   * admin page makes this walk fail until it is added to the list above (and so walked).
   */
  async adminPages(cards: string[]): Promise<void> {
    await this.nav("Admin");
    await this.at("/portal-admin", "Admin");
    const offered = await this.main.getByRole("region", { name: "Admin pages" }).getByRole("link").allTextContents();
    expect(offered.map((t) => t.trim()).sort()).toEqual([...cards].sort());
    for (const title of cards) {
      const [path, heading, content] = ADMIN_PAGES[title]!;
      await this.adminCard(title);
      await this.at(`/portal-admin/${path}`, heading, content(this.page));
    }
  }

  /** From Corporate & Agencies: the corporation, then its facility's agency home (issue 28: facility rows link). */
  async corporationToAgency(): Promise<void> {
    await this.adminCard("Corporate & Agencies");
    await this.at("/portal-admin/corporate-agencies", "Corporate & Agencies", table("Corporations")(this.page));
    await this.link("Evergreen Senior Living");
    await this.at(
      "/portal-admin/corporate-agencies/:corporation",
      "Evergreen Senior Living",
      table("Facilities")(this.page),
    );
    await this.link("Evergreen Gardens Assisted Living");
    await this.agencyHome();
  }

  agencyHome(): Promise<void> {
    return this.at(
      AGENCY.home,
      "Agency Home",
      this.page.getByTestId("agency-header").getByText("Evergreen Gardens Assisted Living", { exact: true }),
    );
  }

  /** The agency list from an agency screen's 'Agency' crumb, and back to the agency from its row. */
  async agencyList(): Promise<void> {
    await this.crumb("Agency");
    await this.at(AGENCY.list, "Agencies", table("Agencies")(this.page));
    await this.link("Evergreen Gardens Assisted Living");
    await this.agencyHome();
  }

  /** From the agency home: its care dashboard (Admin, facility agent), and back with Home View. */
  async agencyCare(): Promise<void> {
    await this.button("Care Dashboard");
    await this.at(AGENCY.care, "Wellness Care Dashboard", this.page.getByTestId("dashboard-card"));
    await this.button("Home View");
    await this.agencyHome();
  }

  /** From the agency home: the zone graphs, and back by the crumb (a BDM's is text: back by the Agency list). */
  async agencyZones(crumbBack: boolean): Promise<void> {
    await this.button("Zone Graphs");
    await this.at(AGENCY.zones, "Dashboard", this.page.getByTestId("graph-Falls"));
    if (crumbBack) {
      await this.crumb("Agency Home");
      await this.agencyHome();
    } else {
      await this.agencyList();
    }
  }

  /** From the agency home: the agency's alarm response times (Admin, Admin_WellnessServices, facility agent), and back. */
  async agencyResponseTimes(): Promise<void> {
    await this.button("Response Times");
    await this.at(AGENCY.responseTimes, "Response Times", this.page.getByLabel("From", { exact: true }));
    await this.crumb("Agency Home");
    await this.agencyHome();
  }

  /** From the agency home: the clients, a client's dashboard, its wellness data and location, then Senior Profile. */
  async agencyClient(): Promise<void> {
    await this.button("Clients");
    const clients = table("Clients")(this.page);
    await this.at(AGENCY.clients, "Clients", clients);
    await clients.getByRole("row").nth(1).click();
    await this.at(AGENCY.client, "Client Dashboard", this.page.getByTestId("resident-summary"));
    await this.button("Wellness Data");
    await this.at(AGENCY.wellness, "Wellness Data");
    await this.crumb("Client Dashboard");
    await this.at(AGENCY.client, "Client Dashboard");
    await this.button("Location");
    await this.at(AGENCY.location, "Location");
    await this.crumb("Client Dashboard");
    await this.at(AGENCY.client, "Client Dashboard");
    await this.link("Senior Profile");
  }

  /** In the senior area: each tab of the tab bar (or none, for a facility agent), then onboarding info's sub-tabs. */
  async senior(tabs: string[], profile: string[], tabBar = true): Promise<void> {
    const bar = this.page.getByRole("tablist", { name: "Senior sections" });
    // A tab's name may carry its marker: 'Assessments (incomplete)', 'Care Insights (new)'.
    const tabNamed = (label: string, selected?: boolean): Locator =>
      bar.getByRole("tab", { name: new RegExp(`^${label}( \\(.+\\))?$`), selected });
    for (const tab of tabs) {
      const label = TAB_LABELS[tab]!;
      if (tabBar && tab !== tabs[0]) await tabNamed(label).click();
      const screen = `/senior/:senior/${tab}`;
      // Assessments and Care Insights continue to their first section (spec 2 §2).
      const path = tab === "assessments" || tab === "care-insights" ? `${screen}/:section` : screen;
      await this.at(screen, label, tabBar ? tabNamed(label, true) : undefined, path);
    }
    if (tabBar) await tabNamed("Onboarding Info").click();
    const sections = this.page.getByRole("tablist", { name: "Profile sections" });
    for (const sub of profile) {
      const label = PROFILE_LABELS[sub]!;
      await sections.getByRole("tab", { name: label, exact: true }).click();
      await this.at(
        `/senior/:senior/onboarding-info/${sub}`,
        "Onboarding Info",
        sections.getByRole("tab", { name: label, selected: true }),
      );
    }
  }

  async addUser(): Promise<void> {
    await this.nav("Add User");
    await this.at(
      "/add-user",
      "Add User",
      this.page.getByRole("region", { name: "Personal Information", exact: true }),
    );
  }

  async deviceInfo(): Promise<void> {
    await this.nav("IoT Device History");
    await this.at("/device-info", "IoT Device History", table("IoT Device History")(this.page));
  }

  /** The account menu's Change Password, and Cancel back to the role's landing page. */
  async changePassword(): Promise<void> {
    await this.accountMenu("Change Password");
    await this.at(
      "/change-password",
      "Change Password",
      this.page.getByPlaceholder("Enter Old Password", { exact: true }),
    );
    await this.button("Cancel");
  }

  /** The Home page's first senior, opened by a click on its row (not its name: the whole row opens it). */
  async homeRow(): Promise<void> {
    const row = table("Seniors")(this.page).getByRole("row").nth(1);
    await row.getByRole("cell").nth(1).click();
  }
}

async function walk(name: string, email: string, body: (w: Walk) => Promise<void>): Promise<void> {
  await signedInTab(
    email,
    `reach-${name}`,
    async ({ page }) => {
      const w = new Walk(page, name);
      await openLanding(page);
      await body(w);
      expect([...w.seen].sort()).toEqual([...EXPECTED[name]!].sort());
    },
    TILES_UNREACHABLE,
  );
}

describe("every screen of a role is reachable by clicks from its landing page", () => {
  it(
    "care agent",
    () =>
      walk("agent", DEMO.agent, async (w) => {
        await w.at("/", "Home", table("Seniors")(w.page).getByRole("row").nth(1));
        await w.link("Care Dashboard");
        await w.at("/care-dashboard", "Wellness Care Dashboard", w.page.getByTestId("dashboard-card"));
        await w.crumb("Home");
        await w.at("/", "Home");
        await w.nav("Call Schedule");
        await w.at("/call-schedule", "Call Schedule", table("Call schedule")(w.page));
        await w.deviceInfo();
        await w.addUser();
        await w.changePassword();
        await w.at("/", "Home");
        await w.homeRow();
        await w.senior(CLINICAL_TABS, CARE_TEAM_PROFILE);
        await w.page
          .getByRole("tablist", { name: "Senior sections" })
          .getByRole("tab", { name: "Dashboard", exact: true })
          .click();
        await w.at("/senior/:senior/dashboard", "Dashboard");
        await w.main.getByRole("link", { name: "View Heart Rate" }).click();
        await w.at("/senior/:senior/wellness-dashboard", "Wellness Dashboard");
      }),
    WALK_MS,
  );

  it(
    "warehouse employee",
    () =>
      walk("warehouse", DEMO.warehouse, async (w) => {
        await w.at("/", "Home", table("Seniors")(w.page).getByRole("row").nth(1));
        await w.homeRow();
        await w.senior(["onboarding-info"], OTHER_PROFILE);
        await w.addUser();
        await w.deviceInfo();
        await w.changePassword();
        await w.at("/", "Home");
      }),
    WALK_MS,
  );

  it(
    "BDM",
    () =>
      walk("bdm", DEMO.bdm, async (w) => {
        await w.at("/portal-admin/corporate-agencies", "Corporate & Agencies", table("Corporations")(w.page));
        await w.adminPages(ADMIN_CARDS.bdm);
        await w.corporationToAgency();
        await w.agencyZones(false);
        await w.nav("Home");
        await w.at("/", "Home", table("Seniors")(w.page).getByRole("row").nth(1));
        await w.homeRow();
        await w.senior(["onboarding-info"], OTHER_PROFILE, false);
        await w.addUser();
        await w.changePassword();
        await w.at("/portal-admin/corporate-agencies", "Corporate & Agencies");
      }),
    WALK_MS,
  );

  it(
    "facility agent",
    () =>
      walk("facility", DEMO.facility, async (w) => {
        await w.agencyHome();
        await w.agencyCare();
        await w.agencyZones(true);
        await w.agencyResponseTimes();
        await w.button("Roster Import");
        await w.at("/roster-import", "Roster Import", w.page.getByRole("button", { name: "Download Template" }));
        await w.crumb("Home");
        await w.agencyHome();
        await w.agencyClient();
        await w.senior(["onboarding-info"], CARE_TEAM_PROFILE, false);
        await w.nav("Home");
        await w.agencyHome();
        await w.agencyList();
        await w.addUser();
        await w.changePassword();
        await w.agencyHome();
      }),
    WALK_MS,
  );

  it(
    "admin",
    () =>
      walk("admin", DEMO.admin, async (w) => {
        await w.at("/portal-admin/care-insight-review", "Care Insight Review", table("Care Insight Review")(w.page));
        await w.adminPages(ADMIN_CARDS.admin);
        await w.corporationToAgency();
        await w.agencyList();
        await w.agencyCare();
        await w.agencyZones(true);
        await w.agencyResponseTimes();
        await w.agencyClient();
        await w.senior(CLINICAL_TABS, CARE_TEAM_PROFILE);
        await w.adminCard("Care Dashboard", "Other screens");
        await w.at("/care-dashboard", "Wellness Care Dashboard", w.page.getByTestId("dashboard-card"));
        await w.adminCard("Roster Import", "Other screens");
        await w.at("/roster-import", "Roster Import", w.page.getByRole("button", { name: "Download Template" }));
        await w.addUser();
        await w.deviceInfo();
        // 'Home' is the admin's landing page, not '/' (Unauthorized Access for an admin).
        await w.crumb("Home");
        await w.at("/portal-admin/care-insight-review", "Care Insight Review");
      }),
    WALK_MS,
  );

  it(
    "Admin_WellnessServices",
    () =>
      walk("wellness", DEMO.wellness, async (w) => {
        await w.at("/portal-admin/care-insight-review", "Care Insight Review", table("Care Insight Review")(w.page));
        await w.adminPages(ADMIN_CARDS.wellness);
        await w.adminCard("Agencies", "Other screens");
        await w.at(AGENCY.list, "Agencies", table("Agencies")(w.page));
        await w.adminCard("Roster Import", "Other screens");
        await w.at("/roster-import", "Roster Import", w.page.getByRole("button", { name: "Download Template" }));
        await w.corporationToAgency();
        await w.agencyZones(true);
        await w.agencyResponseTimes();
        await w.agencyClient();
        await w.senior(CLINICAL_TABS, CARE_TEAM_PROFILE);
        await w.addUser();
        await w.deviceInfo();
        await w.crumb("Home");
        await w.at("/portal-admin/care-insight-review", "Care Insight Review");
      }),
    WALK_MS,
  );
});

describe("the password-expiry warning", () => {
  it("lets an admin, who has no change-password screen, change the password it warns about", () =>
    withTab(browser(), portalUrl(), "reach-password-expiry-admin", async ({ page }) => {
      // Set 80 days ago: the seed's 90-day lifetime with a 14-day warning puts the admin inside the warning.
      await e2eQuery("UPDATE staff_user SET password_created_at = now() - interval '80 days' WHERE email = $1", [
        DEMO.admin,
      ]);
      await signIn(page, DEMO.admin);
      await page.getByRole("heading", { level: 1, name: "Care Insight Review" }).waitFor();
      await page.getByRole("button", { name: "Account menu" }).click();
      expect(await page.getByRole("menuitem").allTextContents()).toEqual([
        expect.stringMatching(/^Your password will expire on \d{2}\/\d{2}\/\d{4}\. Please change your password now/),
        "Logout",
      ]);
      await page.getByRole("menuitem", { name: /^Your password will expire on / }).click();
      const dialog = page.getByRole("dialog", { name: "Change Password" });
      await dialog.getByPlaceholder("Enter Old Password", { exact: true }).waitFor();
      await dialog.getByPlaceholder("Enter New Password", { exact: true }).waitFor();
      await dialog.getByPlaceholder("Re-enter New Password", { exact: true }).waitFor();
      expect(await dialog.getByRole("button", { name: "Submit" }).isDisabled()).toBe(true);
      expect(new URL(page.url()).pathname).toBe("/portal-admin/care-insight-review");
      await screenshot(page, "reach-password-expiry-admin-dialog");
      await dialog.getByRole("button", { name: "Cancel" }).click();
      await dialog.waitFor({ state: "detached" });
    }));
});
