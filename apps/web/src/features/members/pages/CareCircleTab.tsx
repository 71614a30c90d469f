import { CARE_TEAM_MESSAGES, hasAnyRole, POA_ROLES } from "@care/contracts";
import UploadFileOutlined from "@mui/icons-material/UploadFileOutlined";
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  IconButton,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from "@mui/material";
import { useState, type ReactNode } from "react";
import { useAuth } from "../../../lib/auth/auth-context";
import { useToast } from "../../../lib/feedback/toast-context";
import type { SeniorRef } from "../../../lib/routing/senior-tabs";
import { formatPhone } from "../../../lib/format/phone";
import { useCareCircle, type Caregiver } from "../../../lib/shared/care-circle";
import { useDeleteCaregiver } from "../api/care-circle";
import { CAREGIVER_TYPE_LABELS, CaregiverDialog } from "../components/CaregiverDialog";
import { ContactPoaDialog } from "../components/ContactPoaDialog";
import { LOAD_FAILED } from "../components/MinimalInfoSection";
import { RowActions } from "../components/RowActions";

/**
 * Onboarding info → Care Circle (spec 2 §3): caregivers sorted primary, secondary, alternate (by the API). The
 * administrators (POA_ROLES, as the route) also upload a contact's power of attorney here, for the POA Review queue.
 */
export function CareCircleTab({ senior }: { senior: SeniorRef }): ReactNode {
  const toast = useToast();
  const circle = useCareCircle(senior);
  const remove = useDeleteCaregiver(senior);
  const [editing, setEditing] = useState<Caregiver | null | "new">(null);
  const [poaFor, setPoaFor] = useState<Caregiver | null>(null);
  const canUploadPoa = hasAnyRole(useAuth().roles, POA_ROLES);
  const rows = circle.data?.caregivers ?? [];

  const onDelete = async (c: Caregiver): Promise<void> => {
    if (!window.confirm(`Remove ${c.name.firstName} ${c.name.lastName} from the care circle?`)) return;
    await remove.mutateAsync(c.caregiver_id);
    toast.show({ type: "success", message: CARE_TEAM_MESSAGES.deleted });
  };

  return (
    <Box>
      <Box sx={{ display: "flex", alignItems: "center", justifyContent: "space-between", mb: 1 }}>
        <Typography variant="h6" component="h2" data-testid="senior-section">
          Care Circle
        </Typography>
        <Button variant="contained" onClick={() => setEditing("new")}>
          Add Caregiver
        </Button>
      </Box>
      {circle.isError && <Alert severity="error">{LOAD_FAILED}</Alert>}
      {circle.isPending && <CircularProgress aria-label="Loading care circle" />}
      {circle.data && (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label="Care Circle">
            <TableHead>
              <TableRow>
                <TableCell>Name</TableCell>
                <TableCell>Relationship</TableCell>
                <TableCell>Caregiver Type</TableCell>
                <TableCell>Mobile Number</TableCell>
                <TableCell>Email</TableCell>
                <TableCell>Emergency Contact</TableCell>
                <TableCell align="right">Actions</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.length === 0 && (
                <TableRow>
                  <TableCell colSpan={7} align="center">
                    No Records
                  </TableCell>
                </TableRow>
              )}
              {rows.map((c) => {
                const name = `${c.name.firstName} ${c.name.lastName}`;
                return (
                  <TableRow key={c.caregiver_id}>
                    <TableCell>{name}</TableCell>
                    <TableCell>{c.senior_info.relationship_with_senior ?? "-"}</TableCell>
                    <TableCell>{CAREGIVER_TYPE_LABELS[c.caregiverType]}</TableCell>
                    <TableCell>{formatPhone(c.mobileNumber)}</TableCell>
                    <TableCell>{c.email ?? "-"}</TableCell>
                    <TableCell>{c.emergencyContact ? "Yes" : "No"}</TableCell>
                    <TableCell align="right">
                      {canUploadPoa && (
                        <Tooltip title="Upload POA">
                          <IconButton size="small" aria-label={`Upload POA of ${name}`} onClick={() => setPoaFor(c)}>
                            <UploadFileOutlined fontSize="small" />
                          </IconButton>
                        </Tooltip>
                      )}
                      <RowActions
                        name={name}
                        onEdit={() => setEditing(c)}
                        onDelete={() => void onDelete(c)}
                        disabled={remove.isPending}
                      />
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {poaFor && (
        <ContactPoaDialog
          senior={senior}
          caregiverId={poaFor.caregiver_id}
          contactName={`${poaFor.name.firstName} ${poaFor.name.lastName}`}
          onClose={() => setPoaFor(null)}
        />
      )}
      {editing !== null && (
        <CaregiverDialog
          senior={senior}
          caregiver={editing === "new" ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </Box>
  );
}
