// The profile option lists (religion, ethnicity, gender, discipline, therapy, modality, speciality, preferences).
export { catalogueQuery, useCatalogueOptions } from './queries';
