import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { TextField } from "@/client/components/form/text-field";
import { Button } from "@/client/components/ui/button";
import { toastError } from "@/client/lib/errors";
import { applyFieldErrors } from "@/client/lib/form-errors";
import { showToast } from "@/client/lib/toast";
import { AUTH } from "@/shared/messages/auth";
import { type ForgotPasswordInput, forgotPasswordSchema } from "@/shared/schemas/auth";
import { useRequestPasswordReset } from "../api/auth-actions";

export function ForgotPasswordForm({ onSent }: { onSent: () => void }) {
  const form = useForm<ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: "" },
  });
  const mutation = useRequestPasswordReset({
    onSuccess: () => {
      showToast(AUTH.success.resetSent);
      onSent();
    },
    onError: (error) => {
      if (!applyFieldErrors(error, form.setError, ["email"])) toastError(error, AUTH.errors.unexpected);
    },
  });
  return (
    <form noValidate className="grid gap-4" onSubmit={form.handleSubmit((values) => mutation.mutate(values))}>
      <TextField
        label={AUTH.labels.email}
        type="email"
        autoComplete="email"
        required
        error={form.formState.errors.email?.message}
        {...form.register("email")}
      />
      <Button type="submit" size="lg" disabled={mutation.isPending}>
        {mutation.isPending ? AUTH.pending.sendReset : AUTH.buttons.sendReset}
      </Button>
    </form>
  );
}
