import { registrationMessages, signUpFieldErrors } from '@fhp/domain';
import { type UseFormReturnType, useForm } from '@mantine/form';
import {
  initialSignUpValues,
  type SignUpFormValues,
  toFormErrors,
  toSignUpInput,
} from './sign-up-values';

export type SignUpForm = UseFormReturnType<SignUpFormValues>;

/** Every message the domain's rules give for these values, at the form's fields. */
export function signUpFormErrors(values: SignUpFormValues): Record<string, string> {
  const errors = toFormErrors(signUpFieldErrors(toSignUpInput(values)), values);
  if (!values.photo) errors.photo = registrationMessages.photoRequired;
  return errors;
}

/**
 * The sign-up form: the domain's `signUpFieldErrors` is its only validator, so the browser
 * shows the server's messages word for word. A field is checked when it loses focus.
 */
export function useSignUpForm(): SignUpForm {
  return useForm<SignUpFormValues>({
    mode: 'controlled',
    initialValues: initialSignUpValues,
    validateInputOnBlur: true,
    validate: signUpFormErrors,
  });
}
