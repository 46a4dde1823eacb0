import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { TextField } from "@/client/components/form/text-field";
import { Button } from "@/client/components/ui/button";
import { toastError } from "@/client/lib/errors";
import { applyFieldErrors } from "@/client/lib/form-errors";
import { showToast } from "@/client/lib/toast";
import { AUTH } from "@/shared/messages/auth";
import { type SignInInput, signInSchema } from "@/shared/schemas/auth";
import { useSignIn } from "../api/auth-actions";

export function SignInForm() {
  const form = useForm<SignInInput>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: "", password: "" },
  });
  const mutation = useSignIn({
    // Not awaited: the account is read at once, as before, while the toast's code loads.
    onSuccess: () => {
      void showToast(AUTH.success.signedIn);
    },
    onError: (error) => {
      if (!applyFieldErrors(error, form.setError, ["email", "password"])) toastError(error, AUTH.errors.unexpected);
    },
  });
  const errors = form.formState.errors;

  return (
    <form noValidate className="grid gap-4" onSubmit={form.handleSubmit((values) => mutation.mutate(values))}>
      <TextField
        label={AUTH.labels.email}
        type="email"
        autoComplete="email"
        required
        error={errors.email?.message}
        {...form.register("email")}
      />
      <TextField
        label={AUTH.labels.password}
        type="password"
        autoComplete="current-password"
        required
        error={errors.password?.message}
        {...form.register("password")}
      />
      <Button type="submit" size="lg" disabled={mutation.isPending}>
        {mutation.isPending ? AUTH.pending.signIn : AUTH.buttons.signIn}
      </Button>
    </form>
  );
}
