import { useEffect, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/client/components/ui/card";
import { siteName } from "@/client/config/site";
import { useMe } from "@/client/lib/me-query";
import { showToast } from "@/client/lib/toast";
import { AUTH } from "@/shared/messages/auth";
import { paths } from "@/shared/paths";
import { safeNext, usePostAuthRedirect } from "../hooks/use-post-auth-redirect";
import {
  type AuthMode,
  clearAbandonedGoogleConsent,
  clearPendingConsent,
  restoreAuthMode,
  saveAuthMode,
} from "../lib/auth-storage";
import { ForgotPasswordForm } from "./forgot-password-form";
import { GoogleSignIn } from "./google-sign-in";
import { SignInForm } from "./sign-in-form";
import { SignUpForm } from "./sign-up-form";
import { UpdatePasswordForm } from "./update-password-form";

function initialMode(params: URLSearchParams): AuthMode {
  if (params.get("type") === "recovery" && params.get("token")) return "update";
  if (params.get("type") === "signup" || params.get("mode") === "signup") return "signUp";
  return restoreAuthMode() ?? "signIn";
}

const DESCRIPTIONS: Record<AuthMode, string> = {
  signIn: "Sign in to keep planning your Kauai trip.",
  signUp: "Create your account to chat with your Kauai concierge.",
  forgot: "Enter your email and we'll send you a link to reset your password.",
  update: "Choose a new password for your account.",
};

/** /auth: sign in, sign up, forgot password and password update. */
export function AuthScreen() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const [mode, setModeState] = useState<AuthMode>(() => initialMode(params));
  const me = useMe();
  const isRecovery = params.get("type") === "recovery";
  const token = params.get("token");

  usePostAuthRedirect(me.data, !isRecovery, safeNext(params.get("next")));

  function setMode(next: AuthMode) {
    setModeState(next);
    saveAuthMode(next);
  }

  useEffect(() => {
    const error = params.get("error");
    if (isRecovery && error) {
      showToast({
        id: "reset-error",
        title: AUTH.errors.resetErrorTitle,
        description: error === "INVALID_TOKEN" ? AUTH.errors.resetErrorDefault : error.slice(0, 200),
        variant: "destructive",
      });
    } else if (isRecovery && token) {
      showToast({ id: "ready-to-update", ...AUTH.success.readyToUpdate });
    } else if (error) {
      clearPendingConsent();
      showToast({ id: "google-error", title: "Error", description: AUTH.errors.google, variant: "destructive" });
      setParams({}, { replace: true });
    }
  }, [isRecovery, token, params, setParams]);

  // Back on /auth without a session after leaving for Google (Back button, also from the page cache):
  // that sign-up did not happen.
  const isSignedOut = me.data !== undefined && !me.data.user;
  useEffect(() => {
    if (!isSignedOut) return;
    clearAbandonedGoogleConsent();
    const handlePageShow = () => clearAbandonedGoogleConsent();
    window.addEventListener("pageshow", handlePageShow);
    return () => window.removeEventListener("pageshow", handlePageShow);
  }, [isSignedOut]);

  const titles: Record<AuthMode, string> = {
    signIn: AUTH.titles.signIn,
    signUp: AUTH.titles.signUp(siteName()),
    forgot: AUTH.titles.forgot,
    update: AUTH.titles.update,
  };
  const showGoogle = Boolean(me.data?.googleEnabled) && (mode === "signIn" || mode === "signUp");
  const linkClass = "text-primary text-sm font-medium underline-offset-4 hover:underline";

  return (
    <main className="flex justify-center px-4 py-10 sm:py-16">
      <Card className="w-full max-w-md">
        <CardHeader className="text-center">
          <CardTitle className="text-2xl">
            <h1>{titles[mode]}</h1>
          </CardTitle>
          <CardDescription>{DESCRIPTIONS[mode]}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5">
          {mode === "signIn" ? <SignInForm /> : null}
          {mode === "signUp" ? <SignUpForm /> : null}
          {mode === "forgot" ? <ForgotPasswordForm onSent={() => setMode("signIn")} /> : null}
          {mode === "update" && token ? (
            <UpdatePasswordForm token={token} onDone={() => navigate(paths.home, { replace: true })} />
          ) : null}

          {showGoogle ? (
            <>
              <div className="text-muted-foreground flex items-center gap-3 text-xs uppercase">
                <span className="bg-border h-px flex-1" />
                or
                <span className="bg-border h-px flex-1" />
              </div>
              <GoogleSignIn isSignUp={mode === "signUp"} />
            </>
          ) : null}

          <div className="flex flex-col items-center gap-2 text-center">
            {mode === "signIn" ? (
              <>
                <button type="button" className={linkClass} onClick={() => setMode("signUp")}>
                  {AUTH.toggles.toSignUp}
                </button>
                <button type="button" className={linkClass} onClick={() => setMode("forgot")}>
                  {AUTH.toggles.forgot}
                </button>
              </>
            ) : null}
            {mode === "signUp" ? (
              <button type="button" className={linkClass} onClick={() => setMode("signIn")}>
                {AUTH.toggles.toSignIn}
              </button>
            ) : null}
            {mode === "forgot" || mode === "update" ? (
              <button
                type="button"
                className={linkClass}
                onClick={() => {
                  setParams({}, { replace: true });
                  setMode("signIn");
                }}
              >
                {AUTH.toggles.backToSignIn}
              </button>
            ) : null}
            <Link to={paths.home} className="text-muted-foreground text-sm hover:text-foreground">
              {AUTH.toggles.backHome}
            </Link>
          </div>
        </CardContent>
      </Card>
    </main>
  );
}
