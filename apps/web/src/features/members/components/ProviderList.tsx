import { CARE_TEAM_MESSAGES, type ProviderTypeValue } from "@care/contracts";
import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from "@mui/material";
import { useState, type ReactNode } from "react";
import { useToast } from "../../../lib/feedback/toast-context";
import { formatPhone } from "../../../lib/format/phone";
import type { SeniorIds } from "../api/member-routes";
import { useProviders, type Provider } from "../../../lib/shared/providers";
import { useDeleteProvider } from "../api/providers";
import { LOAD_FAILED } from "./MinimalInfoSection";
import { PROVIDER_TITLES, ProviderDialog } from "./ProviderDialog";
import { RowActions } from "./RowActions";

/** One provider type's list (primary first, by the API) with add, edit and delete. */
export function ProviderList({ senior, type }: { senior: SeniorIds; type: ProviderTypeValue }): ReactNode {
  const toast = useToast();
  const list = useProviders(type, senior);
  const remove = useDeleteProvider(senior, type);
  const [editing, setEditing] = useState<Provider | null | "new">(null);
  const rows = list.data?.providers ?? [];
  const titles = PROVIDER_TITLES[type];
  const isPharmacy = type === "pharmacy";
  const columns = isPharmacy ? 3 : 6;

  const onDelete = async (p: Provider): Promise<void> => {
    if (!window.confirm(`Delete ${p.name}?`)) return;
    await remove.mutateAsync(p.provider_id);
    toast.show({ type: "success", message: CARE_TEAM_MESSAGES.deleted });
  };

  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }} component="section" aria-label={titles.many}>
      <Box sx={{ display: "flex", alignItems: "center", justifyContent: "space-between", mb: 1 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {titles.many}
        </Typography>
        <Button variant="outlined" onClick={() => setEditing("new")}>
          Add {titles.one}
        </Button>
      </Box>
      {list.isError && <Alert severity="error">{LOAD_FAILED}</Alert>}
      {list.isPending && <CircularProgress aria-label={`Loading ${titles.many}`} />}
      {list.data && (
        <TableContainer>
          <Table size="small" aria-label={titles.many}>
            <TableHead>
              <TableRow>
                <TableCell>Name</TableCell>
                <TableCell>Contact Phone</TableCell>
                {!isPharmacy && <TableCell>Provider Name</TableCell>}
                {!isPharmacy && <TableCell>Speciality</TableCell>}
                {!isPharmacy && <TableCell>Primary</TableCell>}
                <TableCell align="right">Actions</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.length === 0 && (
                <TableRow>
                  <TableCell colSpan={columns} align="center">
                    No Records
                  </TableCell>
                </TableRow>
              )}
              {rows.map((p) => (
                <TableRow key={p.provider_id}>
                  <TableCell>{p.name}</TableCell>
                  <TableCell>{formatPhone(p.contact_phone)}</TableCell>
                  {!isPharmacy && <TableCell>{p.provider_name ?? "-"}</TableCell>}
                  {!isPharmacy && <TableCell>{p.speciality ?? "-"}</TableCell>}
                  {!isPharmacy && (
                    <TableCell>{p.is_primary ? <Chip size="small" color="primary" label="Primary" /> : "-"}</TableCell>
                  )}
                  <TableCell align="right">
                    <RowActions
                      name={p.name}
                      onEdit={() => setEditing(p)}
                      onDelete={() => void onDelete(p)}
                      disabled={remove.isPending}
                    />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {editing !== null && (
        <ProviderDialog
          senior={senior}
          type={type}
          provider={editing === "new" ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </Paper>
  );
}
