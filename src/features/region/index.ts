// The region area's public face: the country and language switch and the region queries (the root loads the
// operating-country prompt's gate lazily from CountryPromptGate.tsx).
export { RegionSettings, RegionSwitchButton } from './RegionSwitch';
export { regionModals } from './modals';
