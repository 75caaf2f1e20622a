/** Placeholder: helper B's BRAND AMBASSADOR CONTEST tab replaces this file at merge. */
export function BrandAmbassadorTab() {
  return null;
}
