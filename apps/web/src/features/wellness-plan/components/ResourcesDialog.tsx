import { WELLNESS_RESOURCE_CONTENT_TYPES } from "@care/contracts";
import DeleteOutline from "@mui/icons-material/DeleteOutlined";
import Download from "@mui/icons-material/Download";
import FindReplace from "@mui/icons-material/FindReplace";
import UploadFile from "@mui/icons-material/UploadFile";
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Link,
  List,
  ListItem,
  ListItemText,
  Typography,
} from "@mui/material";
import { format, parseISO } from "date-fns";
import { useRef, useState, type ReactNode } from "react";
import { useToast } from "../../../lib/feedback/toast-context";
import type { WellnessGoalRow } from "../../../lib/shared/wellness-goals";
import {
  isResourceContentType,
  useDeleteResource,
  useReplaceResource,
  useResourceUrl,
  useUploadResources,
} from "../api/goal-resources";
import { resourcesReadOnly } from "../model/plan-version";
import { resourceFilesProblem } from "../model/resource-files";

const ACCEPT = Object.keys(WELLNESS_RESOURCE_CONTENT_TYPES).join(",");

/**
 * A goal's resources (spec 2 §2, §7): the attached files and links, a download through a signed URL (a replaced
 * file's earlier versions too), and, on the latest version of a goal still open, attaching (straight to the object
 * store), replacing a file and removing.
 */
export function ResourcesDialog({
  seniorId,
  goal,
  version,
  latest,
  onClose,
}: {
  seniorId: string;
  goal: WellnessGoalRow;
  /** The plan version shown. */
  version: number;
  latest: boolean;
  onClose: () => void;
}): ReactNode {
  const toast = useToast();
  const input = useRef<HTMLInputElement>(null);
  const replaceInput = useRef<HTMLInputElement>(null);
  /** The resource whose file the replace picker is choosing for. */
  const replacing = useRef<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const target = { seniorId, version, goalActionId: goal.goal_action_id };
  const upload = useUploadResources(target);
  const remove = useDeleteResource(target);
  const replace = useReplaceResource(target);
  const signedUrl = useResourceUrl(seniorId, version);
  const readOnly = resourcesReadOnly(latest, goal.status);
  const attachedFiles = goal.resources.filter((r) => r.format !== "url").length;

  const onFiles = async (list: FileList | null): Promise<void> => {
    const files = [...(list ?? [])];
    if (input.current) input.current.value = "";
    if (files.length === 0) return;
    const why = resourceFilesProblem(files, attachedFiles, isResourceContentType);
    setProblem(why);
    if (why) return;
    try {
      await upload.mutateAsync(files);
    } catch (err) {
      setProblem((err as Error).message);
    }
  };

  const onReplacement = async (list: FileList | null): Promise<void> => {
    const file = list?.[0];
    const resourceId = replacing.current;
    if (replaceInput.current) replaceInput.current.value = "";
    replacing.current = null;
    if (!file || !resourceId) return;
    // One file in, one out: the goal's attachment count does not change.
    const why = resourceFilesProblem([file], 0, isResourceContentType);
    setProblem(why);
    if (why) return;
    try {
      await replace.mutateAsync({ resourceId, file });
    } catch (err) {
      setProblem((err as Error).message);
    }
  };

  const open = async (resourceId: string, resourceVersion: number | undefined, link: string | null): Promise<void> => {
    if (link) {
      window.open(link, "_blank", "noopener");
      return;
    }
    try {
      const url = await signedUrl.mutateAsync({ resourceId, resourceVersion });
      window.open(url, "_blank", "noopener");
    } catch (err) {
      toast.show({ type: "error", message: (err as Error).message });
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="resources-title" maxWidth="sm" fullWidth>
      <DialogTitle id="resources-title">Resources</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {goal.goal}: {goal.action}
        </Typography>
        {readOnly && (
          <Alert severity="info" sx={{ mb: 1 }}>
            Resources are read-only for an older version of the plan or a completed or cancelled goal.
          </Alert>
        )}
        {problem && (
          <Alert severity="error" sx={{ mb: 1 }}>
            {problem}
          </Alert>
        )}
        <List dense aria-label="Attached resources">
          {goal.resources.length === 0 && <ListItem>No Records</ListItem>}
          {goal.resources.map((r) => (
            <ListItem
              key={r.resource_id}
              secondaryAction={
                <Box>
                  <IconButton
                    aria-label={`Download ${r.name}`}
                    onClick={() => void open(r.resource_id, undefined, r.url)}
                    disabled={signedUrl.isPending}
                  >
                    <Download />
                  </IconButton>
                  {!readOnly && r.format !== "url" && (
                    <IconButton
                      aria-label={`Replace ${r.name}`}
                      onClick={() => {
                        replacing.current = r.resource_id;
                        replaceInput.current?.click();
                      }}
                      disabled={replace.isPending}
                    >
                      <FindReplace />
                    </IconButton>
                  )}
                  {!readOnly && (
                    <IconButton
                      aria-label={`Remove ${r.name}`}
                      onClick={() => remove.mutate(r.resource_id)}
                      disabled={remove.isPending}
                    >
                      <DeleteOutline />
                    </IconButton>
                  )}
                </Box>
              }
            >
              <ListItemText
                primary={r.name}
                secondary={
                  <>
                    {`${r.format.toUpperCase()} · ${format(parseISO(r.date), "MM/dd/yyyy")}`}
                    {r.format !== "url" && r.resource_version > 1 && (
                      <>
                        {` · version ${r.resource_version} · earlier: `}
                        {Array.from({ length: r.resource_version - 1 }, (_, i) => i + 1).map((v) => (
                          <Link
                            key={v}
                            component="button"
                            type="button"
                            variant="body2"
                            sx={{ mr: 0.5 }}
                            aria-label={`Download ${r.name} version ${v}`}
                            onClick={() => void open(r.resource_id, v, null)}
                          >
                            {`v${v}`}
                          </Link>
                        ))}
                      </>
                    )}
                  </>
                }
              />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        {!readOnly && (
          <>
            <input
              ref={replaceInput}
              type="file"
              accept={ACCEPT}
              hidden
              aria-label="Replacement file"
              onChange={(e) => void onReplacement(e.target.files)}
            />
            <input
              ref={input}
              type="file"
              multiple
              accept={ACCEPT}
              hidden
              aria-label="Files to attach"
              onChange={(e) => void onFiles(e.target.files)}
            />
            <Button startIcon={<UploadFile />} onClick={() => input.current?.click()} disabled={upload.isPending}>
              {upload.isPending ? "Uploading…" : "Attach Files"}
            </Button>
          </>
        )}
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
