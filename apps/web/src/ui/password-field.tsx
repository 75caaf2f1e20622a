import { authPageMessages } from '@fhp/domain';
import { PasswordInput, type PasswordInputProps } from '@mantine/core';

/** A password input whose show/hide toggle is reachable by keyboard and named. */
export function PasswordField(props: PasswordInputProps) {
  return (
    <PasswordInput
      visibilityToggleFocusable
      visibilityToggleButtonProps={{ 'aria-label': authPageMessages.showPassword }}
      // Mantine links the error text (aria-describedby) but does not flag the input itself.
      aria-invalid={props.error ? true : undefined}
      {...props}
    />
  );
}
