import { reportType } from "@care/contracts";
import type { MailMessage } from "@care/infra";
import type { WorkerDeps } from "../deps.js";

/** Where a recipient finds the run: the schedule list, whose History has the run's Download button. */
const SCHEDULES_PATH = "/portal-admin/schedule-reports";

/**
 * The notice a schedule's recipients get when a run succeeds. It carries a link to the portal, never the file nor
 * a presigned URL: the workbook holds members' health data, so it is downloaded only by a signed-in user whom the
 * download route lets see the report (its tenant check), and a presigned URL would expire within minutes anyway.
 */
export function reportReadyMail(
  to: string,
  r: { title: string; from: string | null; to: string | null; referenceId: string },
  publicUrl?: string,
): MailMessage {
  const period = r.from && r.to ? ` for ${r.from} to ${r.to}` : "";
  const where = publicUrl
    ? `Download it from the schedule's History in the care portal: ${publicUrl.replace(/\/$/, "")}${SCHEDULES_PATH}`
    : "Download it from the schedule's History on the Schedule Reports page of the care portal.";
  return {
    to,
    subject: `Scheduled report ready: ${r.title}`,
    text: `The scheduled ${r.title}${period} is ready.\n\n${where}\n\nReference: ${r.referenceId}\n\nYou receive this because you are a recipient of this report schedule.`,
  };
}

/** A report's date as the spec shows dates: MM/DD/YYYY (spec 3 §9). */
const usDay = (d: Date | null): string | null =>
  d ? `${d.toISOString().slice(5, 7)}/${d.toISOString().slice(8, 10)}/${d.toISOString().slice(0, 4)}` : null;

/**
 * Mails the recipients of the schedule whose run built `reportId`, once the report is a success. Runs as its own
 * job (written in the transaction that marked the run a success), so a mail server that is down is retried by
 * BullMQ's backoff without rebuilding the report; a retried job may mail a recipient twice, never none.
 */
export async function notifyRecipients(deps: WorkerDeps, reportId: string): Promise<number> {
  const report = await deps.prisma.report.findUnique({
    where: { id: reportId },
    select: {
      type: true,
      status: true,
      referenceId: true,
      fromDate: true,
      toDate: true,
      runs: { select: { schedule: { select: { recipients: true } } } },
    },
  });
  if (!report || report.status !== "success") return 0;
  const recipients = [...new Set(report.runs.flatMap((r) => r.schedule.recipients.map((e) => e.toLowerCase())))];
  const title = reportType(report.type)?.title ?? report.type;
  for (const to of recipients) {
    await deps.mailer.send(
      reportReadyMail(
        to,
        { title, from: usDay(report.fromDate), to: usDay(report.toDate), referenceId: report.referenceId },
        deps.config.PUBLIC_URL,
      ),
    );
  }
  return recipients.length;
}
