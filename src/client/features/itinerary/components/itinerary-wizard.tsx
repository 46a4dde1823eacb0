import { Button } from "@/client/components/ui/button";
import { ITINERARY_MAX_DAYS, ITINERARY_MIN_DAYS, WIZARD_STEPS } from "@/shared/constants";
import {
  ACTIVITY_LEVEL_OPTIONS,
  BUDGET_OPTIONS,
  CUISINE_OPTIONS,
  DINING_STYLE_OPTIONS,
  GROUP_TYPE_OPTIONS,
  INTEREST_OPTIONS,
  PEOPLE_OPTIONS,
} from "@/shared/itinerary-options";
import { ITINERARY } from "@/shared/messages/itinerary";
import { isStepValid, toggle, type WizardForm } from "../lib/wizard-form";
import { ChoiceChips } from "./choice-chips";

const STEP_HINTS = [
  "Choose how many people are travelling to continue.",
  "Choose at least one interest to continue.",
  "Choose a dining style and at least one cuisine to continue.",
  "Choose an activity level, who's travelling and a budget to generate your itinerary.",
];

type Props = {
  form: WizardForm;
  onChange: (form: WizardForm) => void;
  step: number;
  onStep: (step: number) => void;
  onGenerate: () => void;
  isGenerating: boolean;
};

/** The four-step wizard with its progress, validity rules and option sets. */
export function ItineraryWizard({ form, onChange, step, onStep, onGenerate, isGenerating }: Props) {
  const valid = isStepValid(step, form);
  const percent = Math.round((step / WIZARD_STEPS) * 100);
  const set = (patch: Partial<WizardForm>) => onChange({ ...form, ...patch });

  return (
    <section
      className="bg-card mx-auto w-full max-w-2xl rounded-2xl border p-5 shadow-sm sm:p-8"
      aria-labelledby="wizard-step-title"
    >
      <div className="mb-6">
        <div className="text-muted-foreground mb-2 flex justify-between text-sm">
          <span>{ITINERARY.stepOf(step, WIZARD_STEPS)}</span>
          <span>{ITINERARY.percent(percent)}</span>
        </div>
        <div
          className="bg-muted h-2 overflow-hidden rounded-full"
          role="progressbar"
          aria-valuenow={percent}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-label="Progress"
        >
          <div className="bg-primary h-full transition-all" style={{ width: `${percent}%` }} />
        </div>
      </div>
      <h2 id="wizard-step-title" className="mb-6 text-2xl font-semibold">
        {ITINERARY.steps[step - 1]}
      </h2>

      <div className="grid gap-8">
        {step === 1 ? (
          <>
            <ChoiceChips
              label={ITINERARY.people}
              options={PEOPLE_OPTIONS}
              selected={[form.people]}
              onSelect={(people) => set({ people })}
            />
            <div className="grid gap-3">
              <label htmlFor="duration" className="font-medium">
                {ITINERARY.duration} <span className="text-primary">{ITINERARY.dayLabel(form.duration)}</span>
              </label>
              <input
                id="duration"
                type="range"
                min={ITINERARY_MIN_DAYS}
                max={ITINERARY_MAX_DAYS}
                step={1}
                value={form.duration}
                onChange={(event) => set({ duration: Number(event.target.value) })}
                className="accent-primary w-full"
                aria-valuetext={ITINERARY.dayLabel(form.duration)}
              />
              <p className="text-muted-foreground text-sm">Perfect for {ITINERARY.hint(form.duration)}</p>
            </div>
          </>
        ) : null}
        {step === 2 ? (
          <ChoiceChips
            label={ITINERARY.interests}
            options={INTEREST_OPTIONS}
            selected={form.interests}
            multiple
            onSelect={(v) => set({ interests: toggle(form.interests, v) })}
          />
        ) : null}
        {step === 3 ? (
          <>
            <ChoiceChips
              label={ITINERARY.diningStyle}
              options={DINING_STYLE_OPTIONS}
              selected={[form.diningStyle]}
              onSelect={(diningStyle) => set({ diningStyle })}
            />
            <ChoiceChips
              label={ITINERARY.cuisines}
              options={CUISINE_OPTIONS}
              selected={form.cuisines}
              multiple
              onSelect={(v) => set({ cuisines: toggle(form.cuisines, v) })}
            />
          </>
        ) : null}
        {step === 4 ? (
          <>
            <ChoiceChips
              label={ITINERARY.activityLevel}
              options={ACTIVITY_LEVEL_OPTIONS}
              selected={[form.activityLevel]}
              onSelect={(activityLevel) => set({ activityLevel })}
            />
            <ChoiceChips
              label={ITINERARY.groupType}
              options={GROUP_TYPE_OPTIONS}
              selected={[form.groupType]}
              onSelect={(groupType) => set({ groupType })}
            />
            <ChoiceChips
              label={ITINERARY.budget}
              options={BUDGET_OPTIONS}
              selected={[form.budget]}
              onSelect={(budget) => set({ budget })}
            />
          </>
        ) : null}
      </div>

      {!valid ? <p className="text-muted-foreground mt-6 text-sm">{STEP_HINTS[step - 1]}</p> : null}
      <div className="mt-8 flex justify-between gap-3">
        <Button variant="outline" disabled={step === 1} onClick={() => onStep(step - 1)}>
          {ITINERARY.previous}
        </Button>
        {step < WIZARD_STEPS ? (
          <Button disabled={!valid} onClick={() => onStep(step + 1)}>
            {ITINERARY.next}
          </Button>
        ) : (
          <Button disabled={!valid || isGenerating} onClick={onGenerate}>
            {ITINERARY.generate}
          </Button>
        )}
      </div>
    </section>
  );
}
