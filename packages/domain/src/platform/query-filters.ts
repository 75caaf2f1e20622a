/** A list filter sent empty (`?sport=`) means "all": read it as absent before validating it. */
export const emptyToUndefined = (v: unknown) =>
  typeof v === 'string' && v.trim() === '' ? undefined : v;
