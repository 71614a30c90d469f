import { hasAnyRole } from "@care/contracts";
import AccountCircle from "@mui/icons-material/AccountCircle";
import WarningAmber from "@mui/icons-material/WarningAmber";
import {
  Badge,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  Divider,
  IconButton,
  ListItemIcon,
  ListItemText,
  Menu,
  MenuItem,
} from "@mui/material";
import { useState, type ReactNode } from "react";
import { useNavigate } from "react-router";
import { useAuth, useSession } from "../../lib/auth/auth-context";
import { useClientConfig } from "../../lib/config/client-config";
import { passwordExpiry, passwordExpiryWarning } from "../config/password-expiry";
import { lazyPage } from "../routing/lazy-page";
import { useLogoutWarning } from "../../lib/forms/unsaved-changes";
import { PATHS } from "../../lib/routing/paths";
import { ROUTE_ROLES } from "../../lib/routing/route-roles";

// The form and its libraries load when the dialog first opens, not with the shell.
const ChangePasswordDialog = lazyPage(() =>
  import("../../features/auth/components/ChangePasswordDialog").then((m) => m.ChangePasswordDialog),
);

/**
 * Change Password and Logout, with the password-expiry warning when it is due (spec 1 §2, §4). The warning opens the
 * change-password screen, or for the roles without one (Admin, Admin_WellnessServices) the same form in a dialog:
 * whoever is told that the password expires can change it.
 */
export function UserMenu(): ReactNode {
  const session = useSession();
  const { roles, logout } = useAuth();
  const config = useClientConfig();
  const navigate = useNavigate();
  const logoutWarning = useLogoutWarning();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [confirmText, setConfirmText] = useState<string | null>(null);
  const [changingPassword, setChangingPassword] = useState(false);

  const expiry = passwordExpiry(session.passwordCreated, config);
  const warning = expiry?.isWarning ? passwordExpiryWarning(expiry.expiresOn) : null;
  const canChangePassword = hasAnyRole(roles, ROUTE_ROLES.changePassword);

  const startLogout = (): void => {
    setAnchor(null);
    const warning = logoutWarning();
    if (warning) setConfirmText(warning);
    else void logout();
  };

  return (
    <>
      <IconButton
        color="inherit"
        aria-label="Account menu"
        aria-haspopup="menu"
        aria-expanded={anchor ? true : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <Badge invisible={!warning} badgeContent={<WarningAmber sx={{ fontSize: 14 }} />} color="warning">
          <AccountCircle fontSize="large" />
        </Badge>
      </IconButton>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{ paper: { sx: { maxWidth: 360 } } }}
      >
        {warning && (
          <MenuItem
            onClick={() => {
              setAnchor(null);
              if (canChangePassword) void navigate(PATHS.changePassword);
              else setChangingPassword(true);
            }}
            sx={{ whiteSpace: "normal" }}
          >
            <ListItemIcon>
              <WarningAmber color="warning" />
            </ListItemIcon>
            <ListItemText primary={warning} slotProps={{ primary: { variant: "body2" } }} />
          </MenuItem>
        )}
        {warning && <Divider />}
        {canChangePassword && (
          <MenuItem
            onClick={() => {
              setAnchor(null);
              void navigate(PATHS.changePassword);
            }}
          >
            Change Password
          </MenuItem>
        )}
        <MenuItem onClick={startLogout}>Logout</MenuItem>
      </Menu>
      {changingPassword && <ChangePasswordDialog onClose={() => setChangingPassword(false)} />}
      <Dialog open={confirmText !== null} onClose={() => setConfirmText(null)}>
        <DialogContent>
          <DialogContentText>{confirmText}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirmText(null)}>Stay</Button>
          <Button color="error" onClick={() => void logout()}>
            Logout
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
