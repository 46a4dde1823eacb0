/** The wizard's form (spec §3, wizard preferences). */
export type WizardForm = {
  duration: number;
  people: string;
  interests: string[];
  diningStyle: string;
  cuisines: string[];
  activityLevel: string;
  groupType: string;
  budget: string;
};

export const EMPTY_FORM: WizardForm = {
  duration: 1,
  people: "",
  interests: [],
  diningStyle: "",
  cuisines: [],
  activityLevel: "",
  groupType: "",
  budget: "",
};

/** Whether a step's answers let the wizard move on (spec §5). */
export function isStepValid(step: number, form: WizardForm): boolean {
  switch (step) {
    case 1:
      return form.people !== "" && form.duration >= 1;
    case 2:
      return form.interests.length > 0;
    case 3:
      return form.diningStyle !== "" && form.cuisines.length > 0;
    case 4:
      return form.activityLevel !== "" && form.groupType !== "" && form.budget !== "";
    default:
      return false;
  }
}

export function toggle(list: string[], value: string): string[] {
  return list.includes(value) ? list.filter((item) => item !== value) : [...list, value];
}
