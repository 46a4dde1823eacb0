import { BookmarkPlus, FolderHeart } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { Button } from "@/client/components/ui/button";
import { toastError } from "@/client/lib/errors";
import { useMe } from "@/client/lib/me-query";
import { showToast } from "@/client/lib/toast";
import { ITINERARY } from "@/shared/messages/itinerary";
import { paths } from "@/shared/paths";
import type { Itinerary } from "@/shared/schemas/itinerary";
import { useGenerateItinerary, useSaveItinerary } from "../api/itinerary-api";
import { clearPendingItinerary, keepPendingItinerary, readPendingItinerary } from "../lib/pending-itinerary";
import { EMPTY_FORM, type WizardForm } from "../lib/wizard-form";
import { GeneratingOverlay } from "./generating-overlay";
import { ItineraryResult } from "./itinerary-result";
import { ItineraryWizard } from "./itinerary-wizard";

/** /itinerary-builder: the wizard, the generating overlay, then the result with Start Over. */
export function ItineraryBuilder() {
  // Coming back from signing in to save: the same result, ready to save.
  const [pending] = useState(readPendingItinerary);
  const [form, setForm] = useState<WizardForm>(pending?.form ?? EMPTY_FORM);
  const [step, setStep] = useState(pending ? 4 : 1);
  const [itinerary, setItinerary] = useState<Itinerary | null>(pending?.itinerary ?? null);
  const [savedId, setSavedId] = useState<string | null>(null);
  const navigate = useNavigate();
  const { data: me } = useMe();
  const save = useSaveItinerary({
    onSuccess: (saved) => {
      clearPendingItinerary();
      setSavedId(saved.id);
      showToast({ title: "Saved to Trip Planner", description: `"${saved.title}" is in your saved itineraries.` });
    },
    onError: (error) => toastError(error, "Failed to save the itinerary. Please try again."),
  });

  function handleSave() {
    if (!itinerary) return;
    if (!me?.user) {
      keepPendingItinerary({ form, itinerary });
      showToast({
        title: "Sign in to save",
        description: "Sign in or create an account; we'll bring you back to this itinerary.",
      });
      navigate(`${paths.auth}?next=${encodeURIComponent(paths.itineraryBuilder)}`);
      return;
    }
    save.mutate(form);
  }
  const mutation = useGenerateItinerary({
    onSuccess: (result) => {
      clearPendingItinerary();
      setItinerary(result);
      showToast(ITINERARY.success);
      window.scrollTo({ top: 0 });
    },
    onError: (error) => {
      // Logged for support; the wizard stays on step 4.
      console.warn("itinerary generation failed", error);
      showToast({ title: "Error", description: ITINERARY.failed, variant: "destructive" });
    },
  });

  function startOver() {
    clearPendingItinerary();
    setItinerary(null);
    setSavedId(null);
    setForm(EMPTY_FORM);
    setStep(1);
  }

  return (
    <main className="min-h-[70dvh]">
      {mutation.isPending ? <GeneratingOverlay /> : null}
      {itinerary ? (
        <ItineraryResult
          itinerary={itinerary}
          onStartOver={startOver}
          actions={
            <>
              <Button asChild variant="outline">
                <Link to={paths.myTrip}>
                  <FolderHeart aria-hidden />
                  View My Saved Places
                </Link>
              </Button>
              {savedId ? (
                <Button asChild>
                  <Link to={`${paths.itineraries}/${savedId}`}>Open saved itinerary</Link>
                </Button>
              ) : (
                <Button onClick={handleSave} disabled={save.isPending}>
                  <BookmarkPlus aria-hidden />
                  Save to Trip Planner
                </Button>
              )}
            </>
          }
        />
      ) : (
        <div className="px-4 py-10">
          <header className="mx-auto mb-8 max-w-2xl text-center">
            <h1 className="mb-3 text-3xl font-bold tracking-tight sm:text-4xl">{ITINERARY.title}</h1>
            <p className="text-muted-foreground">{ITINERARY.subtitle}</p>
          </header>
          <ItineraryWizard
            form={form}
            onChange={setForm}
            step={step}
            onStep={setStep}
            onGenerate={() => mutation.mutate(form)}
            isGenerating={mutation.isPending}
          />
        </div>
      )}
    </main>
  );
}
