import { cn } from "@/client/lib/utils";

type Props = {
  label: string;
  options: readonly string[];
  selected: string[];
  multiple?: boolean;
  onSelect: (value: string) => void;
};

/** A labelled set of toggle chips: single choice (radio-like) or multi-select. */
export function ChoiceChips({ label, options, selected, multiple = false, onSelect }: Props) {
  const hint = multiple ? "Choose any" : "Choose one";
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-3 font-medium">
        {label}
        <span className="sr-only"> ({hint})</span>
      </legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => {
          const isOn = selected.includes(option);
          return (
            <button
              key={option}
              type="button"
              aria-pressed={isOn}
              onClick={() => onSelect(option)}
              className={cn(
                "rounded-full border px-4 py-2 text-sm transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50",
                isOn ? "bg-primary text-primary-foreground border-primary" : "bg-background hover:bg-accent",
              )}
            >
              {option}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
