// The profile's cards after its first screen (the header and the rating), in one lazy chunk:
// the page asks for it once that first screen is drawn, so the phone downloads and runs the
// form's editors (number and radio inputs, tooltips, selects, the address editor) after the
// first screen instead of before it (decision 0035).
export { AddressCard } from './address-card';
export { BioCard } from './bio-card';
export { IpContractOffer } from './ip-contract-offer';
export { ParentalConsentCard } from './parental-consent-card';
export { LinksCard, PersonalDetailsCard, RatesCard } from './profile-fields';
export { QrCodeCard } from './profile-header';
export { SocialMediaCard } from './social-media-card';
export { TeammatesCard } from './teammates-card';
