import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { showToast } from "@/client/lib/toast";
import { ITINERARY } from "@/shared/messages";
import type { Itinerary } from "@/shared/schemas/itinerary";
import { generateItinerary } from "../api/itinerary-api";
import { EMPTY_FORM, type WizardForm } from "../lib/wizard-form";
import { GeneratingOverlay } from "./generating-overlay";
import { ItineraryResult } from "./itinerary-result";
import { ItineraryWizard } from "./itinerary-wizard";

/** /itinerary-builder: the wizard, the generating overlay, then the result with Start Over. */
export function ItineraryBuilder() {
  const [form, setForm] = useState<WizardForm>(EMPTY_FORM);
  const [step, setStep] = useState(1);
  const [itinerary, setItinerary] = useState<Itinerary | null>(null);
  const mutation = useMutation({
    mutationFn: generateItinerary,
    onSuccess: (result) => {
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
    setItinerary(null);
    setForm(EMPTY_FORM);
    setStep(1);
  }

  return (
    <main className="min-h-[70dvh]">
      {mutation.isPending ? <GeneratingOverlay /> : null}
      {itinerary ? (
        <ItineraryResult itinerary={itinerary} onStartOver={startOver} />
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
