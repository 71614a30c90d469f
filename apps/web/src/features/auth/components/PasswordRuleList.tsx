import { evaluatePassword } from "@care/contracts";
import CheckCircle from "@mui/icons-material/CheckCircle";
import Info from "@mui/icons-material/InfoOutlined";
import RadioButtonUnchecked from "@mui/icons-material/RadioButtonUnchecked";
import { List, ListItem, ListItemIcon, ListItemText } from "@mui/material";
import type { ReactNode } from "react";

/**
 * The live rule list under the new-password field (spec 1 §5), from the same evaluator the API enforces.
 * Shown once typing starts, or always in reset mode.
 */
export function PasswordRuleList({ password, always = false }: { password: string; always?: boolean }): ReactNode {
  if (!always && password.length === 0) return null;
  const { rules } = evaluatePassword(password);
  return (
    <List dense disablePadding aria-label="Password rules" sx={{ mb: 1 }}>
      {rules.map((rule) => (
        <ListItem key={rule.id} disableGutters sx={{ py: 0 }} data-rule={rule.id} data-passed={rule.passed}>
          <ListItemIcon sx={{ minWidth: 28 }}>
            {rule.passed ? (
              <CheckCircle fontSize="small" color="success" />
            ) : (
              <RadioButtonUnchecked fontSize="small" color="error" />
            )}
          </ListItemIcon>
          <ListItemText
            primary={rule.label}
            slotProps={{ primary: { variant: "body2", color: rule.passed ? "success.main" : "error.main" } }}
          />
        </ListItem>
      ))}
      <ListItem disableGutters sx={{ py: 0 }}>
        <ListItemIcon sx={{ minWidth: 28 }}>
          <Info fontSize="small" color="action" />
        </ListItemIcon>
        <ListItemText
          primary="No reusing old password"
          slotProps={{ primary: { variant: "body2", color: "text.secondary" } }}
        />
      </ListItem>
    </List>
  );
}
