// The contact area's public face: the `/contact/` page and what its route loads.
export { ContactPage } from './ContactPage';
export { contactPageQueries } from './queries';
