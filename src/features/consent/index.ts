// The consent area's public face: the cookie banner's mount point and the footer's links.
export { CookieConsent } from './CookieConsent';
export { FooterLinks } from './FooterLinks';
