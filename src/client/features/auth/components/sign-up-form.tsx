import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { Controller, useForm } from "react-hook-form";
import { FieldError } from "@/client/components/form/field-error";
import { TextField } from "@/client/components/form/text-field";
import { Button } from "@/client/components/ui/button";
import { Checkbox } from "@/client/components/ui/checkbox";
import { Label } from "@/client/components/ui/label";
import { toastError } from "@/client/lib/errors";
import { applyFieldErrors } from "@/client/lib/form-errors";
import { showToast } from "@/client/lib/toast";
import { AUTH } from "@/shared/messages/auth";
import { type SignUpInput, signUpSchema } from "@/shared/schemas/auth";
import { useSignUp } from "../api/auth-actions";
import { LegalLinks } from "./legal-links";
import { ReferralSelect } from "./referral-select";

type FormValues = Omit<SignUpInput, "consent" | "referralSource"> & { consent: boolean; referralSource: string };

export function SignUpForm() {
  const referralId = useId();
  const consentId = useId();
  const form = useForm<FormValues>({
    resolver: zodResolver(signUpSchema) as never,
    defaultValues: { email: "", password: "", confirmPassword: "", referralSource: "", consent: false },
  });
  const mutation = useSignUp({
    onSuccess: (result) => {
      if (!result.token) showToast(AUTH.success.signedUpConfirm);
    },
    onError: (error) => {
      if (
        !applyFieldErrors(error, form.setError, ["email", "password", "confirmPassword", "referralSource", "consent"])
      ) {
        toastError(error, AUTH.errors.unexpected);
      }
    },
  });
  const errors = form.formState.errors;
  const consent = form.watch("consent");
  const referral = form.watch("referralSource");

  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={form.handleSubmit((values) => mutation.mutate(values as SignUpInput))}
    >
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
      <div className="grid gap-2">
        <Label htmlFor={referralId}>{AUTH.labels.referral}</Label>
        <Controller
          control={form.control}
          name="referralSource"
          render={({ field }) => (
            <ReferralSelect
              id={referralId}
              value={field.value || undefined}
              onChange={field.onChange}
              invalid={Boolean(errors.referralSource)}
            />
          )}
        />
        <FieldError id={`${referralId}-error`} message={errors.referralSource?.message} />
      </div>
      <div className="grid gap-2">
        <div className="flex items-start gap-3">
          <Controller
            control={form.control}
            name="consent"
            render={({ field }) => (
              <Checkbox
                id={consentId}
                checked={field.value}
                onCheckedChange={(checked) => field.onChange(checked === true)}
                className="mt-0.5"
              />
            )}
          />
          <Label htmlFor={consentId} className="block text-sm leading-snug font-normal">
            I agree to the <LegalLinks />
          </Label>
        </div>
        <FieldError id={`${consentId}-error`} message={errors.consent?.message} />
      </div>
      <Button type="submit" size="lg" disabled={!consent || !referral || mutation.isPending}>
        {mutation.isPending ? AUTH.pending.signUp : AUTH.buttons.signUp}
      </Button>
    </form>
  );
}
