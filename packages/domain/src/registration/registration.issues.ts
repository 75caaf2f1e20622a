import { checkSignUpRules, type SignUpRuleInput } from './registration.rules';
import type { TAthleteSignUpInput } from './registration.schemas';
import { ZAthleteSignUp } from './registration.schemas';

/**
 * The first message of each broken rule, keyed by field path ('acknowledgements.terms'):
 * the server's `fields` in a 400 and the form's per-field errors come from this one function.
 */
export function signUpFieldErrors(input: unknown): Record<string, string> {
  const result = ZAthleteSignUp.safeParse(input);
  const fields: Record<string, string> = {};
  if (result.success) return fields;
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  // zod skips an object's refinements once a field is missing or of the wrong type, so the
  // cross-field rules (WhatsApp, Zoom, custom badge, location...) also run on the raw values:
  // a half-filled form shows each field's message as soon as that field is wrong.
  if (input && typeof input === 'object')
    checkSignUpRules(input as SignUpRuleInput, {
      addIssue: ({ path, message }) => {
        fields[path.join('.')] ??= message;
      },
    });
  return fields;
}

/**
 * Enables the Sign Up button (spec section 4: disabled until every requirement is met). The
 * photo is not part of the data: the form also needs a chosen file.
 */
export function canSubmitSignUp(input: Partial<TAthleteSignUpInput>, hasPhoto: boolean): boolean {
  return hasPhoto && Object.keys(signUpFieldErrors(input)).length === 0;
}
