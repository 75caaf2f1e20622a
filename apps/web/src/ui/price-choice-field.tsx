import { priceChoicesCents, type TPriceChoices } from '@fhp/domain';
import { Chip, Group, Input, NumberInput, Stack } from '@mantine/core';

/** A price picked from the choices or typed as a custom whole-dollar amount. */
export type PriceChoiceValue = { choice: string; custom: string | number };

export const NO_PRICE: PriceChoiceValue = { choice: '', custom: '' };

/** The form state of a saved price (cents, or null for none). */
export function priceValueOf(cents: number | null, rule: TPriceChoices): PriceChoiceValue {
  if (!cents) return NO_PRICE;
  if (priceChoicesCents(rule).includes(cents)) return { choice: String(cents), custom: '' };
  return { choice: 'custom', custom: cents / 100 };
}

/** The cents the form sends: 0 for none (the schema's "no price"). */
export function priceCentsOf(value: PriceChoiceValue): number {
  if (value.choice === 'custom') {
    const dollars = Number(value.custom);
    return value.custom === '' || Number.isNaN(dollars) ? 0 : Math.round(dollars * 100);
  }
  return Number(value.choice) || 0;
}

/**
 * The price chips of a badge form ($6 / $8 / $10 / Custom); Custom shows a dollar field with
 * the rule's range. No chip is no price.
 */
export function PriceChoiceField({
  label,
  customLabel,
  customFieldLabel,
  rule,
  value,
  onChange,
  error,
  required,
}: {
  label: string;
  customLabel: string;
  customFieldLabel: string;
  rule: TPriceChoices;
  value: PriceChoiceValue;
  onChange: (value: PriceChoiceValue) => void;
  error?: string;
  required?: boolean;
}) {
  const choices = priceChoicesCents(rule);
  return (
    <Input.Wrapper label={label} error={error} required={required}>
      <Stack gap="xs" mt={4}>
        <Chip.Group
          value={value.choice}
          onChange={(choice) =>
            onChange({ ...value, choice: choice === value.choice ? '' : String(choice) })
          }
        >
          <Group gap="xs" role="radiogroup" aria-label={label}>
            {choices.map((cents) => (
              <Chip key={cents} value={String(cents)} type="radio" size="sm">
                ${cents / 100}
              </Chip>
            ))}
            <Chip value="custom" type="radio" size="sm">
              {customLabel}
            </Chip>
          </Group>
        </Chip.Group>
        {value.choice === 'custom' && (
          <NumberInput
            label={customFieldLabel}
            description={`$${rule.customMinDollars}–$${rule.customMaxDollars}`}
            prefix="$"
            min={rule.customMinDollars}
            max={rule.customMaxDollars}
            allowDecimal={false}
            clampBehavior="none"
            value={value.custom}
            onChange={(custom) => onChange({ ...value, custom })}
            maw={220}
          />
        )}
      </Stack>
    </Input.Wrapper>
  );
}
