import { reportRoutes } from "@care/contracts";
import { useMutation, type UseMutationResult } from "@tanstack/react-query";
import { useApi } from "../../../lib/services";
import type { ApiError } from "../../../lib/api/api-error";
import type { DataOf } from "../../../lib/api/contract-types";

const R = reportRoutes.downloadReport;

/** Hands a presigned URL to the browser through a link: the xlsx downloads and the portal stays where it is. */
export function openDownload(download: DataOf<typeof R>): void {
  const link = document.createElement("a");
  link.href = download.presigned_url;
  link.download = download.file_name;
  link.rel = "noopener";
  link.click();
}

/**
 * GET /api/reports/download → a short-lived S3 URL, opened at once (it expires in minutes, so it is never cached).
 * Failures reach the error dialog (the spec shows no download failure text).
 */
export function useDownloadReport(): UseMutationResult<DataOf<typeof R>, ApiError, string> {
  const api = useApi();
  return useMutation({
    mutationFn: (referenceId) => api.callRoute(R, { query: { reference_id: referenceId } }),
    onSuccess: openDownload,
  });
}
