/** Same-site path for `?redirect=`: an absolute or protocol-relative URL is ignored. */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
  if (/[\u0000-\u001f]/.test(value)) return null;
  return value;
}
