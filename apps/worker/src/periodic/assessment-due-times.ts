import type { Db } from "@care/db";
import type { QueueProcessor } from "../processor.js";
import { everyAcrossReplicas } from "./every.js";

const INTERVAL_MS = 60_000;

/**
 * Writes down what time has already decided (docs/assessments.md): a Submit Later response whose time has passed
 * becomes submitted at that time, and a form version scheduled for a passed time becomes published. The API reads
 * both by their times already, so this only tidies the stored status for readers that look at it alone (the agency
 * loneliness graph counts submitted responses). Idempotent; returns how many rows it changed.
 */
export async function settleAssessmentDueTimes(
  db: Db,
  now = new Date(),
): Promise<{ responses: number; forms: number }> {
  const responses = await db.$executeRaw`
    UPDATE assessment_response SET status = 'submit', submitted_at = submit_at, updated_at = now()
    WHERE status = 'save' AND submit_at <= ${now}`;
  const forms = await db.$executeRaw`
    UPDATE assessment_form SET status = 'published', updated_at = now()
    WHERE status = 'scheduled' AND publish_at <= ${now}`;
  return { responses, forms };
}

export const assessmentDueTimes: QueueProcessor = {
  name: "assessment-due-times",
  async init(deps) {
    return everyAcrossReplicas(deps, "assessment-due-times", INTERVAL_MS, async () => {
      const changed = await settleAssessmentDueTimes(deps.prisma);
      if (changed.responses + changed.forms > 0) deps.log.info(changed, "assessment due times settled");
    });
  },
};
