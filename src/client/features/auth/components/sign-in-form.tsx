import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { TextField } from "@/client/components/form/text-field";
import { Button } from "@/client/components/ui/button";
import { toastError } from "@/client/lib/errors";
import { getMeQueryOptions } from "@/client/lib/me-query";
import { showToast } from "@/client/lib/toast";
import { AUTH } from "@/shared/messages/auth";
import { type SignInInput, signInSchema } from "@/shared/schemas/auth";
import { signIn } from "../api/auth-actions";

export function SignInForm() {
  const queryClient = useQueryClient();
  const form = useForm<SignInInput>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: "", password: "" },
  });
  const mutation = useMutation({
    mutationFn: signIn,
    onSuccess: async () => {
      showToast(AUTH.success.signedIn);
      await queryClient.invalidateQueries({ queryKey: getMeQueryOptions().queryKey });
    },
    onError: (error) => toastError(error, AUTH.errors.unexpected),
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
