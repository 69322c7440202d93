import { useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, type FormEvent, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { refreshSession } from '../../lib/session';
import type { FieldErrors } from './validation';

interface AuthFormOptions<F extends string> {
  /** Field names in screen order: the first invalid one gets focus. */
  fields: readonly F[];
  initial: Record<F, string>;
  validate: (values: Record<F, string>) => FieldErrors<F>;
  /** Calls the server; resolves to its error message, or null on success. */
  submit: (values: Record<F, string>) => Promise<string | null>;
  /** Where to go once signed in (already made safe by useRedirectTarget). */
  target: string;
}

/**
 * The state both sign-in forms share: field errors shown after the first submit and re-checked as the
 * user types, focus on the first invalid field, a pending flag, the server's message, and on success a
 * fresh session before navigating.
 */
export function useAuthForm<F extends string>({
  fields,
  initial,
  validate,
  submit,
  target,
}: AuthFormOptions<F>) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const inputs = useRef<Partial<Record<F, HTMLInputElement | null>>>({});
  const refs = Object.fromEntries(
    fields.map((field) => [
      field,
      (node: HTMLInputElement | null) => {
        inputs.current[field] = node;
      },
    ]),
  ) as Record<F, (node: HTMLInputElement | null) => void>;

  const update = (field: F, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (submitted) setErrors(validate(next));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    setServerError(null);
    const found = validate(values);
    setErrors(found);
    const firstInvalid = fields.find((field) => found[field]);
    if (firstInvalid) {
      inputs.current[firstInvalid]?.focus();
      return;
    }
    setPending(true);
    const error = await submit(values);
    if (error) {
      setServerError(error);
      setPending(false);
      return;
    }
    await refreshSession(queryClient);
    navigate(target, { replace: true });
  };

  /** The props every field's input repeats: its ref, name, value, error and change handler. */
  const field = (name: F) => ({
    ref: refs[name],
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => update(name, event.target.value),
  });

  return { serverError, setServerError, pending, field, onSubmit };
}
