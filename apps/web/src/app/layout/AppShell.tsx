import { Box } from "@mui/material";
import type { ReactNode } from "react";
import { Outlet, useLocation } from "react-router";
import { AlarmEventsProvider } from "../../lib/alarm-events/AlarmEventsProvider";
import { AnnouncementBanner } from "../../features/admin-organisations/components/AnnouncementBanner";
import { InsightNotifications } from "../../features/care-insights/components/InsightNotifications";
import { AlarmCenter } from "../../features/alarms/components/AlarmCenter";
import { RealtimeProvider } from "../../lib/realtime/realtime-context";
import { useAuth } from "../../lib/auth/auth-context";
import { CallEntryProvider } from "../call-entry/CallEntryProvider";
import { InsightEventsProvider } from "../../lib/care-insight-events/InsightEventsProvider";
import { ErrorBoundary } from "../errors/ErrorBoundary";
import { IdleManager } from "../idle/IdleManager";
import { PATHS } from "../../lib/routing/paths";
import { AppHeader } from "./AppHeader";
import { Footer } from "./Footer";
import { UserMenu } from "./UserMenu";

/**
 * The signed-in layout: header, the screen, the footer on the home page only (spec 1 §2), and the session-wide
 * parts — idle timeout, push connection, alarm popups and care-insight notifications — which live exactly as long
 * as the session.
 */
export function AppShell({ children }: { children?: ReactNode }): ReactNode {
  const { pathname } = useLocation();
  const { privileges } = useAuth();
  return (
    <RealtimeProvider>
      <InsightEventsProvider>
        <AlarmEventsProvider>
          <CallEntryProvider>
            <Box sx={{ display: "flex", flexDirection: "column", minHeight: "100vh", bgcolor: "background.default" }}>
              <AppHeader userMenu={<UserMenu />} />
              <AnnouncementBanner />
              <Box component="main" sx={{ flexGrow: 1, p: { xs: 2, md: 3 } }}>
                <ErrorBoundary key={pathname}>{children ?? <Outlet />}</ErrorBoundary>
              </Box>
              {pathname === PATHS.home && <Footer />}
            </Box>
            <IdleManager />
            {privileges?.isAlarms && <AlarmCenter />}
            <InsightNotifications />
          </CallEntryProvider>
        </AlarmEventsProvider>
      </InsightEventsProvider>
    </RealtimeProvider>
  );
}
