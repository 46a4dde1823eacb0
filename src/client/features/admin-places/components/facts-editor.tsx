import { FormField, selectClass, textareaClass } from "@/client/components/admin/form-field";
import { Button } from "@/client/components/ui/button";
import { Checkbox } from "@/client/components/ui/checkbox";
import { Input } from "@/client/components/ui/input";
import { Label } from "@/client/components/ui/label";
import { ADMIN_PLACES } from "@/shared/messages/admin-curation";
import {
  ACCESS_MODES,
  MEALS,
  OCEAN_CONDITIONS,
  type OpeningPeriod,
  PLACE_STATUSES,
  type PlaceFacts,
} from "@/shared/schemas/place-facts";

const L = ADMIN_PLACES.facts;

/** The facts as the form edits them; fields the form does not show are carried over from `base`. */
export type FactsDraft = {
  base: PlaceFacts | null;
  accessMode: string;
  accessNote: string;
  safetyNotes: string;
  ocean: "none" | "some";
  summer: string;
  winter: string;
  lifeguard: boolean;
  suitability: PlaceFacts["suitability"];
  meals: string[];
  hours: string;
  status: string;
  verifiedOn: string;
  sources: string;
};

const DAYS = /^([0-6](?:\s*,\s*[0-6])*)\s+(\d{2}:\d{2})\s*-\s*(\d{2}:\d{2})$/;

function hoursText(hours: OpeningPeriod[] | null): string {
  return (hours ?? []).map((h) => `${h.days.join(",")} ${h.open}-${h.close}`).join("\n");
}

export function factsDraftOf(facts: PlaceFacts | null, today: string): FactsDraft {
  return {
    base: facts,
    accessMode: facts?.access.mode ?? "roadside",
    accessNote: facts?.access.note ?? "",
    safetyNotes: facts?.safetyNotes.join("\n") ?? "",
    ocean: facts?.ocean ? "some" : "none",
    summer: facts?.ocean?.summer ?? "calm",
    winter: facts?.ocean?.winter ?? "caution",
    lifeguard: facts?.ocean?.lifeguard ?? false,
    suitability: facts?.suitability ?? { toddlers: false, kids: false, beginners: false, wheelchair: false },
    meals: facts?.meals ?? [],
    hours: hoursText(facts?.hours ?? null),
    status: facts?.status ?? "open",
    verifiedOn: facts?.verifiedOn ?? today,
    sources: facts?.sources.map((s) => (s.url ? `${s.title} | ${s.url}` : s.title)).join("\n") ?? "",
  };
}

const lines = (text: string) =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "");

/** Builds the facts object (validated by the server against the concierge's schema), or the hours error. */
export function factsFromDraft(draft: FactsDraft): { facts: unknown } | { hoursError: string } {
  const hours: OpeningPeriod[] = [];
  for (const line of lines(draft.hours)) {
    const match = DAYS.exec(line);
    if (!match) return { hoursError: L.hoursInvalid };
    hours.push({ days: match[1]!.split(",").map((d) => Number(d.trim())), open: match[2]!, close: match[3]! });
  }
  const base = draft.base;
  return {
    facts: {
      faces: null,
      bestTimesOfDay: [],
      reservation: null,
      ...base,
      access: {
        ...base?.access,
        mode: draft.accessMode,
        ...(draft.accessNote.trim() ? { note: draft.accessNote.trim() } : { note: undefined }),
      },
      safetyNotes: lines(draft.safetyNotes),
      ocean:
        draft.ocean === "none"
          ? null
          : { ...base?.ocean, summer: draft.summer, winter: draft.winter, lifeguard: draft.lifeguard },
      suitability: draft.suitability,
      meals: draft.meals,
      hours: hours.length ? hours : null,
      status: draft.status,
      verifiedOn: draft.verifiedOn,
      sources: lines(draft.sources).map((line) => {
        const [title, url] = line.split("|").map((part) => part.trim());
        return url ? { title, url } : { title };
      }),
    },
  };
}

/** Errors come back keyed by path ("facts.sources", "facts.access.mode"); shows them under the section. */
export function FactsEditor({
  draft,
  onChange,
  onRemove,
  errors,
}: {
  draft: FactsDraft;
  onChange: (changes: Partial<FactsDraft>) => void;
  onRemove: () => void;
  errors: Record<string, string>;
}) {
  const factErrors = Object.entries(errors).filter(([key]) => key.startsWith("facts"));
  const select = (id: string, label: string, value: string, options: readonly string[], key: keyof FactsDraft) => (
    <FormField id={id} label={label}>
      <select id={id} className={selectClass} value={value} onChange={(e) => onChange({ [key]: e.target.value })}>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </FormField>
  );
  return (
    <fieldset className="grid gap-3 rounded-md border p-3">
      <legend className="px-1 text-sm font-semibold">{L.title}</legend>
      <div className="grid grid-cols-2 gap-3">
        {select("facts-access", L.accessMode, draft.accessMode, ACCESS_MODES, "accessMode")}
        {select("facts-status", L.status, draft.status, PLACE_STATUSES, "status")}
      </div>
      <FormField id="facts-access-note" label={L.accessNote}>
        <Input
          id="facts-access-note"
          value={draft.accessNote}
          onChange={(e) => onChange({ accessNote: e.target.value })}
        />
      </FormField>
      <FormField id="facts-safety" label={L.safetyNotes}>
        <textarea
          id="facts-safety"
          className={textareaClass}
          value={draft.safetyNotes}
          onChange={(e) => onChange({ safetyNotes: e.target.value })}
        />
      </FormField>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <FormField id="facts-ocean" label={L.ocean}>
          <select
            id="facts-ocean"
            className={selectClass}
            value={draft.ocean}
            onChange={(e) => onChange({ ocean: e.target.value as "none" | "some" })}
          >
            <option value="none">{L.oceanNone}</option>
            <option value="some">{L.ocean}</option>
          </select>
        </FormField>
        {draft.ocean === "some" ? (
          <>
            {select("facts-summer", L.summer, draft.summer, OCEAN_CONDITIONS, "summer")}
            {select("facts-winter", L.winter, draft.winter, OCEAN_CONDITIONS, "winter")}
            <div className="flex items-end gap-2 pb-2">
              <Checkbox
                id="facts-lifeguard"
                checked={draft.lifeguard}
                onCheckedChange={(checked) => onChange({ lifeguard: checked === true })}
              />
              <Label htmlFor="facts-lifeguard">{L.lifeguard}</Label>
            </div>
          </>
        ) : null}
      </div>
      <fieldset className="flex flex-wrap gap-3">
        <legend className="mb-1 text-sm font-medium">{L.suitability}</legend>
        {(Object.keys(L.suitabilityKeys) as Array<keyof PlaceFacts["suitability"]>).map((key) => (
          <span key={key} className="flex items-center gap-1.5">
            <Checkbox
              id={`facts-suit-${key}`}
              checked={draft.suitability[key]}
              onCheckedChange={(checked) =>
                onChange({ suitability: { ...draft.suitability, [key]: checked === true } })
              }
            />
            <Label htmlFor={`facts-suit-${key}`}>{L.suitabilityKeys[key]}</Label>
          </span>
        ))}
      </fieldset>
      <fieldset className="flex flex-wrap gap-3">
        <legend className="mb-1 text-sm font-medium">{L.meals}</legend>
        {MEALS.map((meal) => (
          <span key={meal} className="flex items-center gap-1.5">
            <Checkbox
              id={`facts-meal-${meal}`}
              checked={draft.meals.includes(meal)}
              onCheckedChange={(checked) =>
                onChange({ meals: checked === true ? [...draft.meals, meal] : draft.meals.filter((m) => m !== meal) })
              }
            />
            <Label htmlFor={`facts-meal-${meal}`}>{meal}</Label>
          </span>
        ))}
      </fieldset>
      <FormField id="facts-hours" label={L.hours} error={errors["facts.hours"]}>
        <textarea
          id="facts-hours"
          className={textareaClass}
          placeholder="1,2,3,4,5 09:00-17:00"
          value={draft.hours}
          onChange={(e) => onChange({ hours: e.target.value })}
        />
      </FormField>
      <FormField id="facts-verified" label={L.verifiedOn}>
        <Input
          id="facts-verified"
          type="date"
          value={draft.verifiedOn}
          onChange={(e) => onChange({ verifiedOn: e.target.value })}
        />
      </FormField>
      <FormField id="facts-sources" label={L.sources}>
        <textarea
          id="facts-sources"
          className={textareaClass}
          value={draft.sources}
          onChange={(e) => onChange({ sources: e.target.value })}
        />
      </FormField>
      {factErrors.length > 0 ? (
        <ul className="text-destructive text-sm" role="alert">
          {factErrors.map(([key, message]) => (
            <li key={key}>
              {key.replace(/^facts\.?/, "") || L.title}: {message}
            </li>
          ))}
        </ul>
      ) : null}
      <div>
        <Button type="button" variant="outline" size="sm" onClick={onRemove}>
          {L.remove}
        </Button>
      </div>
    </fieldset>
  );
}
