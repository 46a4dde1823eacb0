import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/client/components/ui/select";
import { REFERRAL_SOURCE_VALUES, REFERRAL_SOURCES } from "@/shared/constants";
import { AUTH } from "@/shared/messages/auth";

type Props = { id?: string; value: string | undefined; onChange: (value: string) => void; invalid?: boolean };

/** The 'How did you hear about us?' choices of the spec. */
export function ReferralSelect({ id, value, onChange, invalid }: Props) {
  return (
    <Select value={value ?? ""} onValueChange={onChange}>
      <SelectTrigger id={id} aria-invalid={invalid ? true : undefined} aria-label={AUTH.labels.referral}>
        <SelectValue placeholder={AUTH.labels.referralPlaceholder} />
      </SelectTrigger>
      <SelectContent>
        {REFERRAL_SOURCE_VALUES.map((source) => (
          <SelectItem key={source} value={source}>
            {REFERRAL_SOURCES[source]}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
