/**
 * An e-mail address in a narrow column: it may break after its @ (between the name and the
 * domain) rather than at any letter, and breaks elsewhere only when a part alone is too long.
 */
export function EmailAddress({ email }: { email: string }) {
  const at = email.indexOf('@');
  return (
    <span style={{ overflowWrap: 'break-word' }}>
      {at < 0 ? (
        email
      ) : (
        <>
          {email.slice(0, at + 1)}
          <wbr />
          {email.slice(at + 1)}
        </>
      )}
    </span>
  );
}
