import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { TextField } from "@/client/components/form/text-field";
import { Button } from "@/client/components/ui/button";
import { toastError } from "@/client/lib/errors";
import { applyFieldErrors } from "@/client/lib/form-errors";
import { showToast } from "@/client/lib/toast";
import { AUTH } from "@/shared/messages/auth";
import { type UpdatePasswordInput, updatePasswordSchema } from "@/shared/schemas/auth";
import { useResetPassword } from "../api/auth-actions";

export function UpdatePasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const form = useForm<UpdatePasswordInput>({
    resolver: zodResolver(updatePasswordSchema),
    defaultValues: { password: "", confirmPassword: "" },
  });
  const mutation = useResetPassword(token, {
    onSuccess: () => {
      showToast(AUTH.success.passwordUpdated);
      onDone();
    },
    onError: (error) => {
      if (!applyFieldErrors(error, form.setError, ["password"], { newPassword: "password" })) {
        toastError(error, AUTH.errors.unexpected);
      }
    },
  });
  const errors = form.formState.errors;
  return (
    <form noValidate className="grid gap-4" onSubmit={form.handleSubmit((values) => mutation.mutate(values))}>
      <TextField
        label={AUTH.labels.newPassword}
        type="password"
        autoComplete="new-password"
        required
        error={errors.password?.message}
        {...form.register("password")}
      />
      <TextField
        label={AUTH.labels.confirmPassword}
        type="password"
        autoComplete="new-password"
        required
        error={errors.confirmPassword?.message}
        {...form.register("confirmPassword")}
      />
      <Button type="submit" size="lg" disabled={mutation.isPending}>
        {mutation.isPending ? AUTH.pending.updatePassword : AUTH.buttons.updatePassword}
      </Button>
    </form>
  );
}
