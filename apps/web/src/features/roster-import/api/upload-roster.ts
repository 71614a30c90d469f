import { rosterImportRoutes } from "@care/contracts";
import { useMutation, type UseMutationResult } from "@tanstack/react-query";
import type { ApiError } from "../../../lib/api/api-error";
import type { DataOf } from "../../../lib/api/contract-types";
import { useApi } from "../../../lib/services";

type Upload = typeof rosterImportRoutes.dryRun | typeof rosterImportRoutes.start;

/**
 * Sends the chosen CSV to a roster route as multipart (`file`). Silent: the page shows a refused file's reason
 * (too large, too many rows, missing columns) next to the file, not in the error dialog.
 */
function useUpload<R extends Upload>(route: R): UseMutationResult<DataOf<R>, ApiError, File> {
  const api = useApi();
  return useMutation({
    mutationFn: async (file: File) => {
      const form = new FormData();
      form.append("file", file, file.name);
      const answer = await api.request<DataOf<R>>(route.method, route.path, { body: form, silent: true });
      return answer.data;
    },
  });
}

/** POST /api/roster-import/dry-run: every row checked, nothing written. */
export const useRosterDryRun = (): UseMutationResult<DataOf<typeof rosterImportRoutes.dryRun>, ApiError, File> =>
  useUpload(rosterImportRoutes.dryRun);

/** POST /api/roster-import/imports: the valid rows queued to be written. */
export const useStartRosterImport = (): UseMutationResult<DataOf<typeof rosterImportRoutes.start>, ApiError, File> =>
  useUpload(rosterImportRoutes.start);
