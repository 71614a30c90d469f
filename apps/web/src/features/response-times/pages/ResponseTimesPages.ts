// The alarm response-time screen (issue 27 item 6), its own lazily loaded chunk (app/routing/pages.ts).
export { ResponseTimesPage } from "./ResponseTimesPage";
