// The measurement service's routes (spec 3): care dashboard, wellness data, goals, weekly vitals, agency graphs,
// SOS/fall list, vitals xlsx and device history. One object so the route table needs a single line.
import { measurementAgencyRoutes } from "./measurement-agency.js";
import { measurementDashboardRoutes } from "./measurement-dashboard.js";
import { measurementGoalRoutes } from "./measurement-goals.js";
import { measurementReportRoutes } from "./measurement-reports.js";
import { measurementSleepRoutes } from "./measurement-sleep.js";
import { measurementWellnessRoutes } from "./measurement-wellness.js";

export * from "./measurement-common.js";
export * from "./measurement-dashboard.js";
export * from "./measurement-cursor.js";
export * from "./measurement-wellness.js";
export * from "./measurement-sleep.js";
export * from "./measurement-goals.js";
export * from "./measurement-agency.js";
export * from "./measurement-reports.js";

export const measurementRoutes = {
  ...measurementDashboardRoutes,
  ...measurementWellnessRoutes,
  ...measurementSleepRoutes,
  ...measurementGoalRoutes,
  ...measurementAgencyRoutes,
  ...measurementReportRoutes,
} as const;
