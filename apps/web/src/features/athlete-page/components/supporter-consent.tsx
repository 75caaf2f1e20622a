import { athletePageTexts as t } from '@fhp/domain';
import { Checkbox } from '@mantine/core';

/**
 * The fan's choice to be listed on the athlete's page as a recent supporter (first name and
 * last initial only). Unchecked unless the fan ticks it: nobody is listed without saying yes.
 */
export function SupporterConsent({
  athleteName,
  checked,
  onChange,
}: {
  athleteName: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <Checkbox
      label={t.supporterConsent(athleteName)}
      description={t.supporterConsentHint}
      checked={checked}
      onChange={(event) => onChange(event.currentTarget.checked)}
    />
  );
}
