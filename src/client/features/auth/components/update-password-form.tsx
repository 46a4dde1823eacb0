import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { TextField } from "@/client/components/form/text-field";
import { Button } from "@/client/components/ui/button";
import { toastError } from "@/client/lib/errors";
import { getMeQueryOptions } from "@/client/lib/me-query";
import { showToast } from "@/client/lib/toast";
import { AUTH } from "@/shared/messages/auth";
import { type UpdatePasswordInput, updatePasswordSchema } from "@/shared/schemas/auth";
import { resetPassword } from "../api/auth-actions";

export function UpdatePasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const form = useForm<UpdatePasswordInput>({
    resolver: zodResolver(updatePasswordSchema),
    defaultValues: { password: "", confirmPassword: "" },
  });
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (values: UpdatePasswordInput) => resetPassword({ token, newPassword: values.password }),
    // The server answers a successful reset with a session for the new password (spec §4: recovery
    // ends signed in); read it before leaving so the navigation bar shows the account at once.
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: getMeQueryOptions().queryKey });
      showToast(AUTH.success.passwordUpdated);
      onDone();
    },
    onError: (error) => toastError(error, AUTH.errors.unexpected),
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
