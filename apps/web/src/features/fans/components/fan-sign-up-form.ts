import { type TFanSignUpInput, ZFanSignUp } from '@fhp/domain';
import { schemaResolver, type UseFormReturnType, useForm } from '@mantine/form';

export type FanSignUpValues = Required<TFanSignUpInput>;
export type FanSignUpForm = UseFormReturnType<FanSignUpValues>;

const EMPTY: FanSignUpValues = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  stateCode: '',
  city: '',
};

/**
 * The sign-up form, checked by the schema the server uses. Controlled: the city suggestions
 * follow the chosen state as it changes.
 */
export function useFanSignUpForm(): FanSignUpForm {
  return useForm<FanSignUpValues>({
    initialValues: EMPTY,
    validate: schemaResolver(ZFanSignUp, { sync: true }),
  });
}
