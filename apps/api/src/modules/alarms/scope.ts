import type { AccessClaims } from "@care/contracts";
import type { Prisma } from "@care/db";
import { vitalsScope } from "../../access/senior-visibility.js";

/**
 * Alarms are everybody's emergency: every user with the alarm privilege hears every alarm on the shared channel, so
 * the lists match. An alarm is a senior's reading: the vitals rule (access/senior-visibility.ts vitalsScope) says
 * whose, which for the alarm roles (care agents, Admin_WellnessServices) is every senior.
 */
export const alarmScope = (user: AccessClaims): Prisma.AlarmWhereInput => ({ senior: vitalsScope(user) });
