// The consent area's public face: the cookie banner's mount point (the footer's links load lazily from FooterLinks.tsx).
export { CookieConsent, loadBannerIfShown } from './CookieConsent';
