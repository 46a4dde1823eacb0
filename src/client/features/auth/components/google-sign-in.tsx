import { useId, useState } from "react";
import { Button } from "@/client/components/ui/button";
import { Checkbox } from "@/client/components/ui/checkbox";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/client/components/ui/dialog";
import { Label } from "@/client/components/ui/label";
import { showToast } from "@/client/lib/toast";
import { AUTH } from "@/shared/messages/auth";
import { startGoogleSignIn } from "../api/auth-actions";
import { clearPendingConsent, savePendingConsent } from "../lib/auth-storage";
import { LegalLinks } from "./legal-links";
import { ReferralSelect } from "./referral-select";

function GoogleIcon() {
  return (
    <svg aria-hidden viewBox="0 0 24 24" className="size-4">
      <path
        fill="#4285F4"
        d="M22.56 12.25c0-.78-.07-1.53-.2-2.25H12v4.26h5.92a5.06 5.06 0 0 1-2.2 3.32v2.77h3.57c2.08-1.92 3.27-4.74 3.27-8.1z"
      />
      <path
        fill="#34A853"
        d="M12 23c2.97 0 5.46-.98 7.28-2.66l-3.57-2.77c-.98.66-2.23 1.06-3.71 1.06-2.86 0-5.29-1.93-6.16-4.53H2.18v2.84A11 11 0 0 0 12 23z"
      />
      <path fill="#FBBC05" d="M5.84 14.09a6.6 6.6 0 0 1 0-4.18V7.07H2.18a11 11 0 0 0 0 9.86l3.66-2.84z" />
      <path
        fill="#EA4335"
        d="M12 5.38c1.62 0 3.06.56 4.21 1.64l3.15-3.15C17.45 2.09 14.97 1 12 1 7.7 1 3.99 3.47 2.18 7.07l3.66 2.84C6.71 7.31 9.14 5.38 12 5.38z"
      />
    </svg>
  );
}

// Neither dialog closes by clicking outside (spec); Escape and Cancel still close them.
const keepOpenOnOutside = { onInteractOutside: (event: Event) => event.preventDefault() };

/**
 * 'Continue with Google'. In sign-up mode it first asks for consent ('Agree to terms') and the
 * referral source ('How did you hear about us?'), kept for the profile, then redirects.
 */
export function GoogleSignIn({ isSignUp }: { isSignUp: boolean }) {
  const [step, setStep] = useState<"idle" | "terms" | "referral">("idle");
  const [agreed, setAgreed] = useState(false);
  const [referral, setReferral] = useState<string | undefined>();
  const [isRedirecting, setRedirecting] = useState(false);
  const agreeId = useId();

  async function redirect(referralSource?: string) {
    setRedirecting(true);
    if (referralSource) savePendingConsent(referralSource, { viaGoogle: true });
    try {
      window.location.assign(await startGoogleSignIn());
    } catch {
      if (referralSource) clearPendingConsent();
      setRedirecting(false);
      showToast({ title: "Error", description: AUTH.errors.google, variant: "destructive" });
    }
  }

  function handleClick() {
    if (isSignUp) {
      setAgreed(false);
      setReferral(undefined);
      setStep("terms");
    } else {
      void redirect();
    }
  }

  return (
    <>
      <Button
        type="button"
        variant="outline"
        size="lg"
        className="w-full"
        onClick={handleClick}
        disabled={isRedirecting}
      >
        <GoogleIcon />
        {AUTH.buttons.google}
      </Button>

      <Dialog open={step === "terms"} onOpenChange={(open) => !open && setStep("idle")}>
        <DialogContent showCloseButton={false} {...keepOpenOnOutside}>
          <DialogHeader>
            <DialogTitle>{AUTH.termsDialog.title}</DialogTitle>
            <DialogDescription>Please review and accept our terms before creating your account.</DialogDescription>
          </DialogHeader>
          <div className="flex items-start gap-3">
            <Checkbox
              id={agreeId}
              checked={agreed}
              onCheckedChange={(checked) => setAgreed(checked === true)}
              className="mt-0.5"
            />
            <Label htmlFor={agreeId} className="block leading-snug font-normal">
              I agree to the <LegalLinks />
            </Label>
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={() => setStep("idle")}>
              {AUTH.termsDialog.cancel}
            </Button>
            <Button disabled={!agreed} onClick={() => setStep("referral")}>
              {AUTH.termsDialog.confirm}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>

      <Dialog open={step === "referral"} onOpenChange={(open) => !open && setStep("idle")}>
        <DialogContent showCloseButton={false} {...keepOpenOnOutside}>
          <DialogHeader>
            <DialogTitle>{AUTH.referralDialog.title}</DialogTitle>
            <DialogDescription>This helps us understand how travellers find us.</DialogDescription>
          </DialogHeader>
          <ReferralSelect value={referral} onChange={setReferral} />
          <DialogFooter>
            <Button variant="outline" onClick={() => setStep("idle")}>
              {AUTH.referralDialog.cancel}
            </Button>
            <Button
              disabled={!referral || isRedirecting}
              onClick={() => {
                setStep("idle");
                void redirect(referral);
              }}
            >
              {AUTH.referralDialog.confirm}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
