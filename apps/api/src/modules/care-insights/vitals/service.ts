import type { z } from "zod";
import { VITAL_MESSAGES, VITAL_STATE_FAILURE, type AccessClaims, type Vital, type vitalRoutes } from "@care/contracts";
import { isMetric, Prisma, type VitalState, type VitalThreshold } from "@care/db";
import { requireVitalsSenior } from "../../../access/senior-visibility.js";
import { AppError } from "../../../errors.js";
import type { CareInsightDeps } from "../deps.js";
import { requireSeniorOr } from "../insight-access.js";
import { toVital } from "./mapper.js";
import { baselineFromRollups, createVitalForMetric, findVital } from "./repo.js";

type StateBody = z.output<typeof vitalRoutes.state.body>;
type ThresholdBody = z.output<typeof vitalRoutes.thresholdUpdate.body>;
type RefreshBody = z.output<typeof vitalRoutes.baselineRefresh.body>;
type KeyBody = z.output<typeof vitalRoutes.rangeScoreClear.body>;

export interface Answer {
  vital: Vital;
  message: string;
}

export interface VitalService {
  list(user: AccessClaims, seniorId: string, accountId?: string): Promise<Vital[]>;
  setState(user: AccessClaims, body: StateBody): Promise<Answer>;
  updateThreshold(user: AccessClaims, body: ThresholdBody): Promise<Answer>;
  refreshBaseline(user: AccessClaims, body: RefreshBody): Promise<Answer>;
  clearRangeScore(user: AccessClaims, body: KeyBody): Promise<Answer>;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** New thresholds or a new baseline move the bands: forget the last breach so they apply from the next reading. */
const RESET_HYSTERESIS = { lastBreachBand: null, lastBreachAt: null } as const;

const fail = (code: "NOT_FOUND" | "CONFLICT", message: string, field: string, reason: string): AppError =>
  new AppError(code, message, { fields: [{ field, reason }] });

/** Toggling insights (ON, or OFF back to ASSIGNED) has its own text; plain assignment changes have theirs. */
function stateMessage(from: VitalState, to: VitalState): string {
  if (to === "UNASSIGNED") return VITAL_MESSAGES.unassigned;
  if (to === "ACTIVE_INSIGHT" || from === "ACTIVE_INSIGHT") return VITAL_MESSAGES.insightToggled;
  return VITAL_MESSAGES.assigned;
}

/** Bands are percentages around the baseline average, so insights need that average and one percentage. */
const canEvaluate = (v: VitalThreshold): boolean =>
  v.baselineAvg !== null &&
  [v.upperActionPct, v.upperAttentionPct, v.lowerAttentionPct, v.lowerActionPct].some((p) => p !== null);

/** Vitals thresholds (spec 2 §3, §4, §7): states, thresholds, baseline refresh, range-score clear. */
export function createVitalService(deps: CareInsightDeps): VitalService {
  const { prisma } = deps;

  /** The senior (in scope) and the vital, or a 4xx with the route's failure text. */
  async function load(user: AccessClaims, seniorId: string, name: string, failure: string): Promise<VitalThreshold> {
    const senior = await requireSeniorOr(prisma, user, seniorId, undefined, failure);
    const vital = await findVital(prisma, senior.id, name);
    if (!vital) throw fail("NOT_FOUND", failure, "measurement_name", `no vital ${name} for this senior`);
    if (vital.isDisabled) throw fail("CONFLICT", failure, "measurement_name", `vital ${name} is disabled`);
    return vital;
  }

  return {
    async list(user, seniorId, accountId) {
      // Baselines and actual figures are the senior's readings: the vitals rule decides.
      const senior = await requireVitalsSenior(prisma, user, seniorId, accountId);
      const rows = await prisma.vitalThreshold.findMany({
        where: { seniorId: senior.id },
        orderBy: { measurementName: "asc" },
      });
      return rows.map(toVital);
    },

    async setState(user, body) {
      const failure = VITAL_STATE_FAILURE[body.state];
      const senior = await requireSeniorOr(prisma, user, body.senior_id, undefined, failure);
      let vital = await findVital(prisma, senior.id, body.measurement_name);
      // Assigning a measurement the platform records but that has no row yet creates its row.
      if (!vital && body.state !== "UNASSIGNED" && isMetric(body.measurement_name)) {
        vital = await createVitalForMetric(prisma, senior.id, body.measurement_name, user.sub);
      }
      if (!vital) throw fail("NOT_FOUND", failure, "measurement_name", `no vital ${body.measurement_name}`);
      if (vital.isDisabled) throw fail("CONFLICT", failure, "measurement_name", "the vital is disabled");
      if (body.state === "ACTIVE_INSIGHT" && !canEvaluate(vital)) {
        throw fail("CONFLICT", failure, "state", "save a baseline and thresholds before turning care insights on");
      }
      const from = vital.state;
      const entering = body.state === "ACTIVE_INSIGHT" && from !== "ACTIVE_INSIGHT";
      const updated = await prisma.vitalThreshold.update({
        where: { id: vital.id },
        data: { state: body.state, updatedById: user.sub, ...(entering ? RESET_HYSTERESIS : {}) },
      });
      return { vital: toVital(updated), message: stateMessage(from, body.state) };
    },

    async updateThreshold(user, body) {
      const failure = VITAL_MESSAGES.updateFailed;
      const senior = await requireSeniorOr(prisma, user, body.senior_id, undefined, failure);
      let vital = await findVital(prisma, senior.id, body.measurement_name);
      if (!vital && isMetric(body.measurement_name)) {
        vital = await createVitalForMetric(prisma, senior.id, body.measurement_name, user.sub);
      }
      if (!vital) throw fail("NOT_FOUND", failure, "measurement_name", `no vital ${body.measurement_name}`);
      if (vital.isDisabled) throw fail("CONFLICT", failure, "measurement_name", "the vital is disabled");
      const t = body.threshold;
      const b = body.baseline_info;
      const a = body.actual_info;
      const baselineAvg = b ? b.avg : vital.baselineAvg;
      if (baselineAvg === null) {
        throw fail("CONFLICT", failure, "baseline_info.avg", "a baseline average is needed: the bands are % around it");
      }
      const upper = t.definition.action.find((r) => r.operator === "gt" || r.operator === "gte");
      const lower = t.definition.action.find((r) => r.operator === "lt" || r.operator === "lte");
      const updated = await prisma.vitalThreshold.update({
        where: { id: vital.id },
        data: {
          ...(b ? { baselineHigh: b.high, baselineLow: b.low, baselineAvg: b.avg } : {}),
          ...(a ? { actualHigh: a.high, actualLow: a.low, actualAvg: a.avg } : {}),
          ...(body.timestamp?.start !== undefined ? { windowStart: body.timestamp.start } : {}),
          ...(body.timestamp?.end !== undefined ? { windowEnd: body.timestamp.end } : {}),
          upperActionPct: t.upHigh,
          upperAttentionPct: t.upLow,
          lowerAttentionPct: t.lowHigh,
          lowerActionPct: t.lowLow,
          // Stored upper rule first, so the worker reads [0] as "above" and [1] as "below".
          definition: { action: [upper, lower] } as Prisma.InputJsonValue,
          // Saving thresholds switches care-insight messages ON (spec 2 §4).
          state: "ACTIVE_INSIGHT",
          updatedById: user.sub,
          ...RESET_HYSTERESIS,
        },
      });
      return { vital: toVital(updated), message: VITAL_MESSAGES.updated };
    },

    async refreshBaseline(user, body) {
      const failure = VITAL_MESSAGES.refreshFailed;
      const vital = await load(user, body.senior_id, body.measurement_name, failure);
      if (!isMetric(vital.measurementName)) {
        throw fail("CONFLICT", failure, "measurement_name", "no readings are recorded for this measurement");
      }
      const to = new Date();
      const from = new Date(to.getTime() - body.days * DAY_MS);
      const stats = await baselineFromRollups(prisma, vital.seniorId, vital.measurementName, from, to);
      if (!stats) throw fail("CONFLICT", failure, "days", `no readings in the last ${body.days} days`);
      const updated = await prisma.vitalThreshold.update({
        where: { id: vital.id },
        data: {
          baselineHigh: stats.high,
          baselineLow: stats.low,
          baselineAvg: stats.avg,
          windowStart: from,
          windowEnd: to,
          updatedById: user.sub,
          ...RESET_HYSTERESIS,
        },
      });
      return { vital: toVital(updated), message: VITAL_MESSAGES.baselineRefreshed };
    },

    async clearRangeScore(user, body) {
      const vital = await load(user, body.senior_id, body.measurement_name, VITAL_MESSAGES.rangeScoreClearFailed);
      const updated = await prisma.vitalThreshold.update({
        where: { id: vital.id },
        data: { rangeScore: Prisma.DbNull, updatedById: user.sub },
      });
      return { vital: toVital(updated), message: VITAL_MESSAGES.rangeScoreCleared };
    },
  };
}
