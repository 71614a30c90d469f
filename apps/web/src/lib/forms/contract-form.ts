import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, type FieldValues, type UseFormProps, type UseFormReturn } from "react-hook-form";
import type { InputOf, OutputOf } from "../api/contract-types";

/** A zod schema as zodResolver takes it, named without importing zod into the portal. */
type Schema = Parameters<typeof zodResolver>[0];

/**
 * A react-hook-form form validated by a contract's own schema (usually `someRoutes.x.body`): the same rules and
 * texts as the API. The form holds what the user types (`InputOf`); `handleSubmit` hands over what the schema
 * makes of it (`OutputOf`: trimmed, nulls for blanks, digits of phones, ISO dates), which is what the route takes.
 * Errors show once a field was left (mode onTouched), then follow every keystroke.
 */
export function useContractForm<S extends Schema>(
  schema: S,
  options: Omit<UseFormProps<InputOf<S> & FieldValues, unknown, OutputOf<S> & FieldValues>, "resolver"> = {},
): UseFormReturn<InputOf<S> & FieldValues, unknown, OutputOf<S> & FieldValues> {
  return useForm<InputOf<S> & FieldValues, unknown, OutputOf<S> & FieldValues>({
    mode: "onTouched",
    ...options,
    resolver: zodResolver(schema) as never,
  });
}
